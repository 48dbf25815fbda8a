"""Catalogue strings: xi dach (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    # --- hands (``total`` is the hand's total, the ace rule applied)
    "xd.hand.xi-bang": ("Xì bàng", "Xì bàng (two aces)"),
    "xd.hand.xi-dach": ("Xì dách", "Xì dách (ace and a ten)"),
    "xd.hand.ngu-linh": ("Ngũ linh {total} điểm", "Ngũ linh (five cards), {total}"),
    "xd.hand.du-tuoi": ("{total} điểm", "{total} points"),
    "xd.hand.quac": ("Quắc ({total} điểm)", "Bust ({total})"),
    "xd.hand.non": ("Non {total} điểm", "Under 16 ({total})"),
    # --- banners
    "xd.banner.xi-bang": ("Xì bàng!", "Xì bàng — two aces!"),
    "xd.banner.xi-dach": ("Xì dách!", "Xì dách — blackjack!"),
    "xd.banner.ngu-linh": ("Ngũ linh!", "Ngũ linh — five-card hand!"),
    "xd.banner.quac": ("Quắc!", "Bust!"),
    # --- statuses
    "xd.status.stood": ("Dằng", "Standing"),
    "xd.status.win": ("Thắng", "Won"),
    "xd.status.lose": ("Thua", "Lost"),
    "xd.status.push": ("Hòa", "Push"),
    "xd.status.left": ("Bỏ cuộc", "Left"),
    "xd.status.out": ("Nghỉ ván", "Sitting out"),
    # --- log lines (the table puts the seat's name in front); a PlayerSettled event reads
    # as ``xd.log.<outcome>`` with ``amount`` = the chips it moved
    "xd.log.bet": ("đặt {amount}", "bets {amount}"),
    "xd.log.stand": ("dằng", "stands"),
    "xd.log.win": ("thắng {amount}", "wins {amount}"),
    "xd.log.lose": ("thua {amount}", "loses {amount}"),
    "xd.log.push": ("hòa", "pushes"),
    "xd.log.left": ("bỏ cuộc, mất {amount}", "leaves, losing {amount}"),
    "xd.log.draws": ("{name} rút 1 lá", "{name} draws a card"),
    # how a player was settled (``why`` of PlayerSettled); ``result`` is an xd.log.<outcome> line
    "xd.log.why.xet": ("Nhà cái xét {name} — {name} {result}", "The dealer settles {name} — {name} {result}"),
    "xd.log.why.special": ("{name} lật bài ngay — {name} {result}", "{name} shows at once — {name} {result}"),
    "xd.log.why.dealer-special": ("Nhà cái {hand} — {name} {result}", "The dealer's {hand} — {name} {result}"),
    "xd.log.why.dealer-quac": ("Nhà cái quắc — {name} {result}", "The dealer busts — {name} {result}"),
    "xd.log.why.dealer-five": ("Nhà cái đủ 5 lá — {name} {result}", "The dealer's fifth card — {name} {result}"),
    "xd.log.why.leave": ("{name} {result}", "{name} {result}"),
    "xd.result.hidden": ("bài úp", "cards face down"),
    "xd.result.no_deal": ("không chia bài: không ai vào ván được", "no deal: nobody could be dealt in"),
    "xd.result.fee_note": ("{percent}% tiền thắng của nhà con", "{percent}% of the players' winnings"),
    # --- hints
    "xd.hint.draw": ("Rút: quắc {bust}%, thắng {win}%", "Draw: bust {bust}%, win {win}%"),
    "xd.hint.best.draw": ("→ nên Rút", "→ draw"),
    "xd.hint.best.stand": ("→ nên Dằng", "→ stand"),
    "xd.hint.stand": ("Dằng: thắng {win}%", "Stand: win {win}%"),
    # --- why an action is refused
    "xd.illegal.not_betting": ("Chỉ đặt cược trước khi chia bài.", "Bets are placed before the deal."),
    "xd.illegal.bad_bet": (
        "Không đặt được {amount}: ngoài mức cược hoặc nhà cái không đủ tiền đền.",
        "A bet of {amount} is not allowed: outside the limits, or more than the dealer can cover.",
    ),
    "xd.illegal.bet_first": ("Hãy đặt cược trước.", "Place your bet first."),
    "xd.illegal.five_cards": ("Đã đủ 5 lá, không rút thêm được.", "Five cards is the most you may hold."),
    "xd.illegal.no_draw_21": ("Chỉ được rút khi dưới 21 điểm.", "You may only draw under 21."),
    "xd.illegal.dealer_only": ("Chỉ nhà cái mới được xét bài.", "Only the dealer settles hands."),
    "xd.illegal.not_of_age": ("Chưa đủ tuổi để xét.", "The dealer needs 16 to settle."),
    "xd.illegal.not_waiting": ("Nhà này không còn chờ xét.", "That player is not waiting to be settled."),
    "xd.illegal.dealer_moves": ("Nhà cái chỉ rút hoặc xét bài.", "The dealer draws or settles."),
    "xd.illegal.not_now": ("Lúc này không làm thế được.", "That is not allowed now."),
    # --- rule options
    "opt.xi-dach.fee": ("Phí bàn (%)", "Table fee (%)"),
    "opt.xi-dach.fee.help": (
        "Phần trăm tiền thắng của nhà con nộp cho bàn, làm tròn đến chip gần nhất, nửa chip tính một "
        "(0–10, mặc định 5).",
        "Percent of a player's winnings paid to the table, to the nearest chip, a half counting as one "
        "(0–10, default 5).",
    ),
    "opt.xi-dach.thuong": ("Thưởng", "Bonus pays (thưởng)"),
    "opt.xi-dach.thuong.help": (
        "Xì bàng, xì dách và ngũ linh ăn gấp đôi — thắng hay thua đều gấp đôi.",
        "Xì bàng, xì dách and ngũ linh pay double, whichever side holds them.",
    ),
    "opt.xi-dach.free-bets": ("Cược tự do", "Free bets"),
    "opt.xi-dach.free-bets.help": (
        "Mỗi nhà con tự chọn tiền cược trong mức bàn trước khi chia (mặc định: ai cũng cược bằng tiền bàn).",
        "Each player picks a bet within the table limits before the deal (default: everyone bets the stake).",
    ),
    "opt.xi-dach.ace-flexible": ("Át linh hoạt mọi lúc", "Flexible ace at any card count"),
    "opt.xi-dach.ace-flexible.help": (
        "Át tính 1, 10 hoặc 11 cả khi cầm 4–5 lá (mặc định: từ lá thứ tư át chỉ tính 1).",
        "The ace counts 1, 10 or 11 even with 4–5 cards (default: only 1 from the fourth card).",
    ),
    "opt.xi-dach.ngu-linh-under-21": ("Ngũ linh dưới 21", "Ngũ linh under 21"),
    "opt.xi-dach.ngu-linh-under-21.help": (
        "Năm lá phải dưới 21 điểm mới là ngũ linh (mặc định: từ 21 trở xuống).",
        "Five cards make ngũ linh only under 21 (default: 21 or less).",
    ),
    "opt.xi-dach.quac-dealer-wins": ("Cùng quắc cái ăn", "Dealer wins two busts"),
    "opt.xi-dach.quac-dealer-wins.help": (
        "Nhà con và nhà cái cùng quắc thì nhà cái thắng (mặc định: hòa).",
        "When both the player and the dealer bust, the dealer wins (default: push).",
    ),
    # --- AI policies (the arena's report, the setup screen's level help)
    "xd.policy.player.easy": ("Nhút nhát: đủ 15 là dằng", "Timid: stands on 15 or more"),
    "xd.policy.player.normal": (
        "Rút dưới 16, 2 lá thì rút cả 16; 4 lá thì rút ngũ linh an toàn",
        "Draws under 16, on 16 with two cards, and to a safe ngũ linh with four",
    ),
    "xd.policy.player.hard": (
        "Rút hay dằng theo kỳ vọng chính xác của các lá chưa thấy",
        "Draws or stands by the exact expected value over the unseen cards",
    ),
    "xd.policy.player.random": ("Ngẫu nhiên", "Random legal moves"),
    "xd.policy.dealer.easy": ("Rút đến 16 rồi xét tất cả", "Draws to 16, then settles with everyone"),
    "xd.policy.dealer.normal": (
        "Xét trước nhà rút 4–5 lá; 16 thì rút tiếp, từ 17 xét tất cả",
        "Settles first with players on 4–5 cards; draws on 16, settles with all from 17",
    ),
    "xd.policy.dealer.hard": (
        "Xét từng nhà hay rút tiếp theo kỳ vọng, đoán bài nhà con qua số lá",
        "Settles or draws by expected value, reading each player's hand from their card count",
    ),
    "xd.policy.dealer.random": ("Ngẫu nhiên", "Random legal moves"),
}
