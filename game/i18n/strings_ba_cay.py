"""Catalogue strings: ba cay (key: (Tiếng Việt, English)).

Keys starting ``tc.`` are shared by the two three-card games (Ba Cây and Bài Cào).
"""

STRINGS: dict[str, tuple[str, str]] = {
    # --- hands
    "tc.hand.nut": ("{n} nút", "{n}-point hand"),
    "ba-cay.hand.at_cu": ("10 át cụ", "10 át cụ (10 with the ace of diamonds)"),
    "ba-cay.banner.at_cu": ("10 át cụ!", "10 with át cụ!"),
    # --- what decides equal points (the result panel)
    "ba-cay.detail.top": ("{mine} cao hơn {theirs}", "{mine} beats {theirs}"),
    "ba-cay.detail.at_ro": ("át rô", "the ace of diamonds"),
    # --- modes
    "mode.ba-cay.chuong": ("Chơi chương", "Banker (chương)"),
    "mode.ba-cay.chuong.help": (
        "Một người cầm chương; mỗi người khác đặt cược với chương, hơn chương ăn bằng tiền cược.",
        "One player holds the bank; the others bet against it and win 1:1 if they beat it.",
    ),
    "mode.ba-cay.nhat-an-tat": ("Nhất ăn tất", "Winner takes all"),
    "mode.ba-cay.nhat-an-tat.help": (
        "Mỗi người góp tiền cược bàn; ai bài cao nhất ăn hết.",
        "Everyone antes the table stake; the highest hand takes it all.",
    ),
    "mode.ba-cay.chon-tung-van": ("Chọn từng ván", "Choose each round"),
    "mode.ba-cay.chon-tung-van.help": (
        "Trước mỗi ván, người sắp chia bài chọn chơi chương hay nhất ăn tất; bàn toàn máy thì theo số đông. "
        "Chương giữ nguyên khi ván sau lại chơi chương.",
        "Before every round the player about to deal picks banker or winner-takes-all; an all-AI table follows "
        "the majority. The banker keeps the bank when the next round is a banker round again.",
    ),
    "mode.ba-cay.choose": ("Ván này chơi chương hay nhất ăn tất?", "This round: banker or winner takes all?"),
    "mode.ba-cay.chosen": ("{name} chọn: {mode}", "{name} chooses: {mode}"),
    "mode.ba-cay.voted": ("Cả bàn chọn: {mode}", "The table chooses: {mode}"),
    "mode.switch": ("Đổi cách chơi từ ván sau", "Change the mode from the next round"),
    # --- options
    "opt.ba-cay.cuop-chuong": ("Cướp chương", "Steal the bank (cướp chương)"),
    "opt.ba-cay.cuop-chuong.help": (
        "Ai được 10 nút và thắng chương thì làm chương ván sau (nhiều người: bài cao nhất).",
        "A player with 10 points who beats the banker holds the bank next round (the best such hand).",
    ),
    "opt.ba-cay.xoay-cai": ("Xoay chương", "Rotate the bank"),
    "opt.ba-cay.xoay-cai.help": (
        "Hết mỗi ván chương chuyển sang người bên cạnh (trừ khi có người cướp chương).",
        "After each round the bank passes to the next seat (unless someone steals it).",
    ),
    "opt.ba-cay.side-loss": ("Thua cược phụ gấp", "Side-bet loss multiple"),
    "opt.ba-cay.side-loss.help": (
        "Người thách biên giới hoặc ké cửa mà thua thì mất gấp bấy nhiêu lần tiền cược.",
        "A challenger or backer who loses pays this many times the amount.",
    ),
    "opt.ba-cay.side-fee": ("Phí bàn cược phụ (%)", "Side-bet table fee (%)"),
    "opt.ba-cay.side-fee.help": (
        "Phần trăm tiền thắng cược phụ nộp cho bàn (làm tròn đến chip gần nhất, nửa chip tính một).",
        "Percent of side-bet winnings paid to the table (to the nearest chip, a half counting as one).",
    ),
    "opt.ba-cay.bien-gioi-cover": ("Người bị thách phải đủ tiền trả", "A challenged player must be able to pay"),
    "opt.ba-cay.bien-gioi-cover.help": (
        "1: người nhận biên giới chỉ cần đủ tiền trả a (số có thể mất); 2: phải đủ trả 2a, như người thách "
        "(đọc sát chữ luật gốc).",
        "1: the target of a challenge needs only the a it could lose; 2: it must be able to pay 2a, as the "
        "challenger must (the seed's literal reading).",
    ),
    "opt.ba-cay.bien-gioi-cover.1": ("Bằng tiền thách (a)", "The amount (a)"),
    "opt.ba-cay.bien-gioi-cover.2": ("Gấp đôi (2a)", "Twice the amount (2a)"),
    # --- shared: roles, phases, statuses
    "tc.role.chuong": ("Chương", "Banker (chương)"),
    "tc.role.cai": ("Cái", "Banker (cái)"),
    "tc.phase.betting": ("Đặt cược", "Betting"),
    "tc.phase.side-bets": ("Xem bài — cược phụ", "Look at your cards — side bets"),
    "tc.phase.settled": ("Lật bài — tính tiền", "Showdown — settled"),
    "tc.status.betting": ("Đang đặt cược", "Betting"),
    "tc.status.sat_out": ("Nghỉ ván", "Sitting out"),
    "tc.status.looking": ("Đang xem bài", "Looking"),
    "tc.status.ready": ("Sẵn sàng", "Ready"),
    # --- shared: actions (buttons)
    "tc.action.bet": ("Đặt {amount}", "Bet {amount}"),
    "tc.action.sit_out": ("Nghỉ ván này", "Sit this round out"),
    "tc.action.challenge": ("Thách {amount}", "Challenge for {amount}"),
    "tc.action.accept": ("Nhận thách", "Accept"),
    "tc.action.decline": ("Từ chối", "Decline"),
    "tc.action.back": ("Ké cửa {amount}", "Back for {amount}"),
    "tc.action.ready": ("Sẵn sàng — lật bài", "Ready — show cards"),
    # --- shared: side bets
    "tc.side.bien-gioi": ("Biên giới", "Challenge (biên giới)"),
    "tc.side.thach": ("Cào thách", "Challenge (cào thách)"),
    "tc.side.ke-cua": ("Ké cửa", "Backing (ké cửa)"),
    "tc.side_status.offered": ("Chờ trả lời", "Waiting for an answer"),
    "tc.side_status.accepted": ("Đã nhận", "Accepted"),
    "tc.side_status.declined": ("Bị từ chối", "Declined"),
    "tc.side_status.won": ("Thắng", "Won"),
    "tc.side_status.lost": ("Thua", "Lost"),
    "tc.side_status.push": ("Hòa", "Push"),
    # --- shared: announcements
    "tc.banner.cuop_chuong": ("Cướp chương!", "Bank stolen!"),
    "tc.banner.van_phu": ("Ván phụ!", "Play-off deal!"),
    "tc.ann.split": (
        "Chia đều: mỗi người {share}, {count} người; còn {rest} để lại ván sau.",
        "Split: {share} each for {count} players; {rest} stays for the next round.",
    ),
    "tc.ann.nobody_bet": ("Không ai đặt cược — ván nghỉ.", "Nobody bet — no round."),
    "tc.ann.too_few": ("Không đủ người góp tiền — ván nghỉ.", "Too few players can ante — no round."),
    # --- shared: refusals (IllegalAction keys)
    "tc.illegal.phase": ("Lúc này không làm được việc đó.", "That cannot be done now."),
    "tc.illegal.ready": (
        "Bạn đã sẵn sàng; chỉ còn trả lời lời thách.",
        "You are ready; only answers to challenges remain.",
    ),
    "tc.illegal.answer_first": ("Hãy trả lời lời thách trước.", "Answer the challenge first."),
    "tc.illegal.amount": ("Số tiền phải là một trong: {amounts}.", "The amount must be one of: {amounts}."),
    "tc.illegal.target_out": ("Người này không chơi ván này.", "That player is not in this round."),
    "tc.illegal.target_self": ("Không thể cược với chính mình.", "You cannot bet on or against yourself."),
    "tc.illegal.back_banker": ("Ké cửa là cược vào một nhà con, không vào chương.",
                               "Ké cửa backs a player, not the banker."),
    "tc.illegal.banker_backs": ("Chương không được ké cửa.", "The banker cannot back a player."),
    "tc.illegal.one_back": ("Mỗi ván chỉ ké cửa một lần.", "Only one ké cửa per round."),
    "tc.illegal.one_challenge": (
        "Bạn đang có một lời thách chưa xong.",
        "You already have a challenge under way.",
    ),
    "tc.illegal.challenged_before": (
        "Ván này bạn đã thách ghế {seat_no} rồi.",
        "You have already challenged seat {seat_no} this round.",
    ),
    "tc.illegal.pair_open": (
        "Ghế {seat_no} đang có lời thách với bạn.",
        "Seat {seat_no} already has a challenge with you.",
    ),
    "tc.illegal.no_offer": (
        "Ghế {seat_no} không có lời thách nào đang chờ bạn.",
        "Seat {seat_no} has no challenge waiting for you.",
    ),
    "tc.illegal.no_side_bet": ("Chế độ chơi này không có cược này.", "This mode has no such bet."),
    "tc.funds.bet": (
        "Không đủ tiền để cược {amount} (còn {free}).",
        "Not enough chips to bet {amount} ({free} free).",
    ),
    "tc.funds.bien-gioi": (
        "Không đủ tiền để đánh biên giới {mult}×{amount} (còn {free}).",
        "Not enough chips for a challenge at {mult}×{amount} ({free} free).",
    ),
    "tc.funds.thach": (
        "Không đủ tiền để cào thách {mult}×{amount} (còn {free}).",
        "Not enough chips for a challenge at {mult}×{amount} ({free} free).",
    ),
    "tc.funds.ke-cua": (
        "Không đủ tiền để ké cửa {mult}×{amount} (còn {free}).",
        "Not enough chips to back at {mult}×{amount} ({free} free).",
    ),
    "tc.funds.accept": (
        "Không đủ tiền để nhận thách {amount} (còn {free}).",
        "Not enough chips to accept {amount} ({free} free).",
    ),
    "tc.funds.target": (
        "Ghế {seat_no} không đủ tiền trả {amount} nếu thua (còn {free}).",
        "Seat {seat_no} could not pay {amount} if they lost ({free} free).",
    ),
    "tc.funds.banker.chuong": (
        "Chương không đủ tiền trả thêm {amount} (còn {free}).",
        "The banker could not pay out {amount} more ({free} free).",
    ),
    "tc.funds.banker.cai": (
        "Nhà cái không đủ tiền trả thêm {amount} (còn {free}).",
        "The banker could not pay out {amount} more ({free} free).",
    ),
}
