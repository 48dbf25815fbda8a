"""Catalogue strings: the rules help of the four games, written from RULES.md
(key: (Tiếng Việt, English)).  ``rules.<game>.<section>.h`` is a heading, ``.p`` a paragraph,
``.ex<n>`` the caption of an illustrated example; the screen lays them out in that order."""

STRINGS: dict[str, tuple[str, str]] = {
    # --- the screen -------------------------------------------------------------------------------
    "rules.title": ("Luật chơi", "Rules"),
    "rules.tab.rules": ("Luật chơi", "Rules"),
    "rules.tab.check": ("Kiểm tra bài", "Hand checker"),
    "rules.contents": ("Mục lục", "Contents"),
    "rules.scroll_hint": ("Lăn chuột hoặc ↑ ↓ PgUp PgDn để cuộn", "Scroll with the wheel or ↑ ↓ PgUp PgDn"),
    "rules.beats": ("thắng", "beats"),
    "rules.loses_to": ("thua", "loses to"),
    "rules.ties": ("hòa", "ties"),
    # --- the hand checker ---------------------------------------------------------------------------
    "rules.check.pick": ("Chọn {n} lá từ bộ bài để xem bài được tính thế nào.",
                         "Pick {n} cards from the deck to see how the hand counts."),
    "rules.check.pick_range": ("Chọn từ {low} đến {high} lá để xem bài được tính thế nào.",
                               "Pick {low} to {high} cards to see how the hand counts."),
    "rules.check.pick_range.pieces": ("Chọn từ {low} đến {high} quân để xem bộ được tính thế nào.",
                                      "Pick {low} to {high} pieces to see how the group counts."),
    "rules.check.keys": ("Bấm để chọn hoặc bỏ • phím mũi tên và Space • Backspace bỏ lá cuối • Delete xoá hết",
                         "Click to pick or drop • arrow keys and Space • Backspace drops the last • Delete clears"),
    "rules.check.clear": ("Xoá hết", "Clear"),
    "rules.check.empty": ("Chưa chọn lá nào.", "Nothing picked yet."),
    "rules.check.more": ("Chọn thêm {n} lá nữa.", "Pick {n} more."),
    "rules.check.full": ("Đã đủ {n} lá: bỏ bớt một lá trước khi chọn lá khác.",
                         "{n} picked already: drop one before picking another."),
    "rules.check.no_copy": ("Bộ bài chỉ có {n} quân {name}.", "The deck has only {n} of {name}."),
    "rules.check.notation": ("Ký hiệu: {cards}  (như lệnh python -m game hand)",
                             "Notation: {cards}  (as with python -m game hand)"),
    "rules.check.points": ("Điểm: {n}", "Points: {n}"),
    "rules.check.total": ("Tổng điểm: {n}", "Total: {n}"),
    "rules.check.top": ("Quân to nhất: {card}", "Top card: {card}"),
    "rules.check.special.ba-tien": ("Ba tiên: thắng mọi bài tính điểm", "Ba tiên: beats every point hand"),
    "rules.check.category": ("Hạng: {name}", "Rank: {name}"),
    "rules.check.category.xi-bang": ("xì bàng — cao nhất", "xì bàng — the best"),
    "rules.check.category.xi-dach": ("xì dách — thứ hai", "xì dách — second best"),
    "rules.check.category.ngu-linh": ("ngũ linh — thứ ba", "ngũ linh — third"),
    "rules.check.category.du-tuoi": ("đủ tuổi — thứ tư", "đủ tuổi (16–21) — fourth"),
    "rules.check.category.quac": ("quắc — thứ năm", "quắc (bust) — fifth"),
    "rules.check.category.non": ("non — thấp nhất", "non (15 or less) — the worst"),
    "rules.check.group": ("Loại bộ: {name}", "Group: {name}"),
    "rules.check.group.single": ("quân lẻ", "single"),
    "rules.check.group.pair": ("đôi", "pair"),
    "rules.check.group.triple": ("bộ ba", "triple"),
    "rules.check.group.tu-tu": ("tứ tử", "tứ tử (four Soldiers)"),
    "rules.check.group.ngu-tu": ("ngũ tử", "ngũ tử (five Soldiers)"),
    "rules.check.no_group": ("Không thành bộ: không bao giờ thắng được lượt.",
                             "Not a group: it can never win a trick."),
    "rules.check.ket": ("Dùng để kết được: {kind}", "Can finish a deal as a kết: {kind}"),
    # --- the one fee rule of every game that takes a fee -------------------------------------------
    "rules.fee.h": ("Phí bàn làm tròn thế nào", "How the table fee is rounded"),
    "rules.fee.p": (
        "Phí bàn là một phần trăm của tiền thắng, làm tròn đến chip gần nhất: từ nửa chip trở lên tính "
        "một chip, dưới nửa chip thì bỏ — như nhau ở mọi trò.\n"
        "Ví dụ, phí 5%: thắng 10 chip nộp 1 (0,5 làm tròn lên), thắng 29 nộp 1 (1,45), thắng 30 nộp 2 "
        "(1,5), thắng 9 không nộp gì (0,45).",
        "The table fee is a percentage of the winnings, rounded to the nearest chip: half a chip or more "
        "counts as one, less is dropped — the same in every game.\n"
        "For example, at 5%: winning 10 chips pays 1 (0.5 rounds up), 29 pays 1 (1.45), 30 pays 2 (1.5), "
        "9 pays nothing (0.45).",
    ),
}

# --- Ba Cây ------------------------------------------------------------------------------------------
STRINGS.update({
    "rules.ba-cay.1.h": ("Bộ bài và cách tính điểm", "Cards and points"),
    "rules.ba-cay.1.p": (
        "Bộ 36 lá: từ A đến 9 của bốn chất (bỏ 10, J, Q, K). Từ 2 đến 12 người, mỗi người 3 lá. "
        "A tính 1 điểm, các lá khác theo số. Điểm của bài là hàng đơn vị của tổng ba lá — riêng tổng 10 "
        "hoặc 20 được tính 10 điểm («10 nút»), cao nhất.",
        "A 36-card deck: ace to nine of each suit (no 10, J, Q or K). Two to twelve players, three cards "
        "each. An ace counts 1, the others their number. A hand scores the last digit of its total — except "
        "that a total of 10 or 20 scores 10 («10 nút»), the best there is.",
    ),
    "rules.ba-cay.2.h": ("Bằng điểm: so quân to nhất", "Equal points: the top card decides"),
    "rules.ba-cay.2.p": (
        "Hai bài bằng điểm thì bài có quân to nhất cao hơn thắng. Át rô (át cụ) là quân to nhất cả bộ; "
        "sau đó so chất: rô ♦ > cơ ♥ > chuồn ♣ > bích ♠; cùng chất thì 9 > 8 > … > 2 > A. "
        "Vì vậy trong một bộ bài không bao giờ có hai bài hòa nhau.",
        "When two hands score the same, the one holding the higher top card wins. The ace of diamonds "
        "(át cụ) is the top card of the deck; then suits rank diamonds ♦ > hearts ♥ > clubs ♣ > spades ♠, "
        "and within a suit 9 > 8 > … > 2 > ace. So two hands from one deck never tie.",
    ),
    "rules.ba-cay.2.ex1": ("Thứ tự quân, từ to đến nhỏ: A♦, 9♦ … 2♦, rồi 9♥ … A♥, 9♣ … A♣, 9♠ … A♠.",
                           "Card order, highest first: A♦, 9♦ … 2♦, then 9♥ … A♥, 9♣ … A♣, 9♠ … A♠."),
    "rules.ba-cay.2.ex2": ("Cả hai đều 10 nút. Quân to nhất là 2♦ và 3♥: rô hơn cơ.",
                           "Both score 10. The top cards are 2♦ and 3♥: diamonds beat hearts."),
    "rules.ba-cay.2.ex3": ("Cả hai đều 10 nút. Át cụ (A♦) to hơn mọi quân, kể cả 6♦.",
                           "Both score 10. The át cụ (A♦) beats every card, the 6♦ included."),
    "rules.ba-cay.3.h": ("Chơi chương", "Banker game (chơi chương)"),
    "rules.ba-cay.3.p": (
        "Một người làm chương. Mỗi người khác đặt cược từ tiền bàn đến mức tối đa rồi so bài với chương: "
        "hơn chương thì được bằng tiền cược, thua thì mất tiền cược.\n"
        "Cướp chương (mặc định bật): ai được 10 nút và thắng chương thì làm chương ván sau; nhiều người "
        "cùng cướp thì bài cao nhất được. Luật nhà có thể tắt cướp chương hoặc cho chương xoay vòng.",
        "One player is the banker (chương). Every other player bets between the table stake and the "
        "maximum, then compares with the banker: beat the banker and win your bet, lose and lose it.\n"
        "Cướp chương (on by default): a player who scores 10 and beats the banker becomes banker next "
        "round; if several do, the best hand does. House rules can turn this off or rotate the bank.",
    ),
    "rules.ba-cay.4.h": ("Nhất ăn tất", "Winner takes all (nhất ăn tất)"),
    "rules.ba-cay.4.p": ("Mọi người góp tiền bàn như nhau; bài cao nhất ăn cả.",
                         "Everyone antes the table stake; the best hand takes it all."),
    "rules.ba-cay.5.h": ("Cược phụ: biên giới và ké cửa", "Side bets: biên giới and ké cửa"),
    "rules.ba-cay.5.p": (
        "Sau khi xem bài mình và trước khi lật bài:\n"
        "• Đánh biên giới: thách một người với số tiền a; người đó nhận hoặc từ chối. Bài cao hơn thắng. "
        "Theo luật gốc người thách thắng được a (trừ 5% phí bàn), thua mất 2a.\n"
        "• Đánh ké cửa (chỉ khi chơi chương): đặt a, ít nhất bằng tiền bàn, vào một nhà con khác; nhà đó "
        "thắng chương thì bạn được a (trừ phí), thua thì bạn mất 2a cho chương. Chương không được ké cửa.\n"
        "Luật nhà: một ăn một, không phí. Cược phụ bị từ chối nếu ai đó không đủ tiền trả khi thua.\n"
        "Luật bàn «người bị thách phải đủ tiền trả 2a» (đọc sát chữ luật gốc): người nhận biên giới cũng "
        "phải đủ tiền trả gấp đôi. Ví dụ: thách 60 một người chỉ còn 100 chip — mặc định được (người đó "
        "chỉ có thể mất 60), với luật này thì không (cần 120); thách 50 thì được.",
        "After looking at your own cards and before the reveal:\n"
        "• Biên giới (challenge): challenge one player for an amount a; they accept or decline. The better "
        "hand wins. Standard rules: the challenger wins a (less a 5% table fee) or loses 2a.\n"
        "• Ké cửa (backing, banker game only): put a, at least the stake, on another player; if that player "
        "beats the banker you win a (less the fee), otherwise you lose 2a to the banker. The banker cannot "
        "back anyone.\n"
        "House rules: even money, no fee. A side bet is refused if someone could not pay the worst case.\n"
        "Table rule «the challenged player must be able to pay 2a» (the seed's literal reading): the target "
        "of a biên giới, too, must hold twice the amount. For example, a challenge of 60 to a player with "
        "only 100 chips is allowed by default (they can lose only 60) but not under this rule (120 needed); "
        "a challenge of 50 is.",
    ),
    "rules.ba-cay.6.h": ("Chọn từng ván", "Choosing the mode each round"),
    "rules.ba-cay.6.p": (
        "Bàn có thể chơi «chọn từng ván»: trước mỗi ván, người sắp chia bài chọn ván này chơi chương hay "
        "nhất ăn tất. Người sắp chia là người đang cầm chương (chưa ai cầm chương thì người đến lượt chia); "
        "nếu đó là máy thì người chơi đầu tiên sau đó theo vòng chọn. Bàn toàn máy theo số đông — mỗi máy "
        "chọn cách chơi ít rủi ro nhất so với tiền mình có; hòa phiếu thì giữ cách chơi ván trước. Chương "
        "chỉ đổi tay trong ván chơi chương, nên được giữ qua những ván nhất ăn tất xen giữa.\n"
        "Ví dụ: Lan cầm chương ở ván 1; ván 2 Lan chọn nhất ăn tất — mọi người góp tiền bàn, bài cao nhất "
        "ăn cả; ván 3 Lan chọn chơi chương — Lan vẫn cầm chương.\n"
        "Bàn chơi cố định một cách cũng đổi được cách chơi giữa hai ván mà không mất tiền hay lịch sử ván.",
        "A table may play «choose each round»: before every round the player about to deal picks banker or "
        "winner-takes-all for it. The player about to deal is the one holding the bank (with no banker yet, "
        "the next to deal); if that seat is an AI, the first human after it picks. An all-AI table follows "
        "the majority — each AI picks the mode that risks least for the chips it holds; a tie keeps the "
        "previous round's mode. The bank only changes hands in banker rounds, so it is kept through "
        "winner-takes-all rounds in between.\n"
        "For example: Lan holds the bank in round 1; in round 2 she picks winner-takes-all — everyone antes, "
        "the best hand takes it all; in round 3 she picks the banker game — Lan still holds the bank.\n"
        "A table playing one mode may also change mode between two rounds without losing chips or history.",
    ),
})

# --- Bài Cào ----------------------------------------------------------------------------------------
STRINGS.update({
    "rules.bai-cao.1.h": ("Bộ bài và cách tính điểm", "Cards and points"),
    "rules.bai-cao.1.p": (
        "Bộ 52 lá, mỗi người 3 lá. A tính 1, từ 2 đến 10 theo số, J, Q, K tính 10. Điểm là hàng đơn vị "
        "của tổng: 9 nút là cao nhất, tổng tròn chục là «bù» (0 điểm), thấp nhất. Chất không bao giờ "
        "được tính: bằng điểm là hòa.",
        "A 52-card deck, three cards each. Ace counts 1, 2 to 10 their number, J, Q and K count 10. A hand "
        "scores the last digit of its total: 9 is best, a round total is «bù» (0), the worst. Suits never "
        "count: equal points tie.",
    ),
    "rules.bai-cao.1.ex1": ("Cùng 9 nút, khác chất: hòa.", "Both 9 points, different suits: a tie."),
    "rules.bai-cao.2.h": ("Ba tiên", "Ba tiên (three face cards)"),
    "rules.bai-cao.2.p": (
        "Ba lá J, Q, K bất kỳ là ba tiên (ba cào): thắng mọi bài tính điểm; hai ba tiên thì hòa. "
        "10 J Q không phải ba tiên — đó là bù.",
        "Any three of J, Q and K are a ba tiên (ba cào): it beats every point hand; two ba tiên tie. "
        "10 J Q is not a ba tiên — it is bù.",
    ),
    "rules.bai-cao.2.ex1": ("Ba tiên thắng cả 9 nút.", "A ba tiên beats even 9 points."),
    "rules.bai-cao.2.ex2": ("10 J Q cộng lại 30: bù, không phải ba tiên.", "10 J Q totals 30: bù, not a ba tiên."),
    "rules.bai-cao.3.h": ("Cào rùa", "Cào rùa (winner takes all)"),
    "rules.bai-cao.3.p": (
        "Mọi người góp tiền bàn như nhau, bài cao nhất ăn cả. Nhiều người cùng cao nhất thì chia đều; phần "
        "lẻ không chia được để lại cho ván sau. Luật nhà «ván phụ»: chỉ những người hòa chơi thêm một ván "
        "để ăn cả.\n"
        "Cào thách: trong cào rùa, người chơi có thể thách riêng nhau như biên giới; mặc định một ăn một, "
        "hòa thì thôi, không phí.",
        "Everyone antes the stake and the best hand takes the pot. If several tie for best they split it; "
        "a remainder that cannot be split stays for the next round. House rule «ván phụ»: only the tied "
        "players play one more deal for the whole pot.\n"
        "Cào thách: in cào rùa, players may challenge each other to side bets like biên giới; by default "
        "even money, a tie pushes, no fee.",
    ),
    "rules.bai-cao.4.h": ("Cào cái", "Cào cái (banker game)"),
    "rules.bai-cao.4.p": (
        "Nhà cái chia bài; mỗi nhà con đặt cược trong mức bàn. Hơn cái thì được bằng tiền cược, thua thì "
        "mất, bằng điểm thì hòa (luật nhà «cái ăn hòa»: cái thắng khi bằng điểm). Cái giữ nguyên từ ván "
        "này sang ván khác; luật nhà cho cái xoay vòng.",
        "The dealer (cái) deals; each other player bets within the table limits. Beat the dealer to win "
        "your bet, lose and lose it, equal points push (house rule «cái ăn hòa»: the dealer wins ties). "
        "The dealer stays from round to round; a house rule rotates the bank.",
    ),
})

# --- Xì Dách ------------------------------------------------------------------------------------------
STRINGS.update({
    "rules.xi-dach.1.h": ("Giá trị các lá", "Card values"),
    "rules.xi-dach.1.p": (
        "Bộ 52 lá, từ 2 đến 6 người: một nhà cái và các nhà con. Từ 2 đến 10 tính theo số, J, Q, K tính 10. "
        "Át đặc biệt: khi cầm 2 hoặc 3 lá, át tính 1, 10 hoặc 11, tuỳ cách nào lợi nhất; khi cầm 4 hoặc "
        "5 lá, át chỉ còn tính 1.",
        "A 52-card deck; two to six seats: one dealer (nhà cái) and the players. 2 to 10 count their number, "
        "J, Q and K count 10. The ace is special: with 2 or 3 cards it counts 1, 10 or 11, whichever is best; "
        "with 4 or 5 cards it counts only 1.",
    ),
    "rules.xi-dach.1.ex1": ("Ba lá: át tính 11, được 19 (đủ 21 thì không được rút nữa). Rút thêm lá thứ tư "
                            "thì át chỉ còn 1: 11, non.",
                            "Three cards: the ace counts 11, making 19 (at 21 no more cards may be drawn). Draw a "
                            "fourth and the ace counts only 1: 11, non."),
    "rules.xi-dach.2.h": ("Thứ tự các bài", "Hands, best first"),
    "rules.xi-dach.2.p": (
        "1. Xì bàng: hai lá đầu là hai át.\n"
        "2. Xì dách: hai lá đầu là một át và một lá 10, J, Q hoặc K.\n"
        "3. Ngũ linh: năm lá mà tổng không quá 21; giữa hai ngũ linh, bài ít điểm hơn thắng.\n"
        "4. Đủ tuổi: từ 16 đến 21 điểm với 2–4 lá; điểm cao hơn thắng.\n"
        "5. Quắc: quá 21 điểm.\n"
        "6. Non (chưa đủ tuổi): 15 điểm trở xuống — thua mọi bài ở trên, kể cả nhà cái đã quắc.\n"
        "Bằng điểm thì hòa; hai quắc hòa, hai non hòa.",
        "1. Xì bàng: the first two cards are two aces.\n"
        "2. Xì dách: the first two cards are an ace and a 10, J, Q or K.\n"
        "3. Ngũ linh: five cards totalling at most 21; between two, the lower total wins.\n"
        "4. Đủ tuổi: 16 to 21 with 2–4 cards; the higher total wins.\n"
        "5. Quắc (bust): over 21.\n"
        "6. Non (too young): 15 or less — it loses to everything above, even a dealer who went quắc.\n"
        "Equal totals push; two quắc push, two non push.",
    ),
    "rules.xi-dach.2.ex1": ("Từ trái sang phải, từ cao xuống thấp.", "From left to right, best to worst."),
    "rules.xi-dach.3.h": ("Cách chơi", "How a round goes"),
    "rules.xi-dach.3.p": (
        "Mỗi người được 2 lá úp. Nhà cái có xì bàng hoặc xì dách thì lật ngay và ván kết thúc: mọi nhà con "
        "thua, trừ ai có bài đặc biệt bằng (hòa) hoặc hơn. Nếu không, nhà con nào có xì bàng hay xì dách "
        "thì lật và được trả ngay.\n"
        "Rồi lần lượt từng nhà con rút thêm (khi dưới 21 điểm và chưa đủ 5 lá) hoặc dằng. Dằng non (15 điểm "
        "trở xuống) vẫn được, nhưng trò chơi hỏi lại cho chắc.",
        "Everyone gets two cards face down. A dealer holding xì bàng or xì dách shows it at once and the "
        "round ends: every player loses except one with an equal (push) or better special. Otherwise a "
        "player holding xì bàng or xì dách shows it and is paid at once.\n"
        "Then each player in turn draws (below 21 and under five cards) or stands (dằng). Standing on 15 or "
        "less (dằng non) is allowed, but the game asks you to confirm.",
    ),
    "rules.xi-dach.4.h": ("Nhà cái xét bài", "The dealer's turn: xét"),
    "rules.xi-dach.4.p": (
        "Nhà cái rút sau cùng. Dưới 16 điểm thì phải rút. Từ 16 trở lên, nhà cái có thể xét một nhà (lật "
        "bài so với nhà đó), xét tất cả, hoặc rút tiếp. Những nhà chưa được xét khi nhà cái quắc hoặc có "
        "lá thứ năm thì so với bài đó.",
        "The dealer plays last and must draw below 16. From 16 on, the dealer may xét one player (reveal "
        "and settle with them), xét everyone left, or draw again. Players not yet settled when the dealer "
        "goes quắc or takes a fifth card are settled against that hand.",
    ),
    "rules.xi-dach.5.h": ("Tiền", "Money"),
    "rules.xi-dach.5.p": (
        "Nhà con thắng được bằng tiền cược, trừ 5% phí bàn (luật bàn: 0–10%; làm tròn như mục dưới: cược "
        "10 thắng thì nộp 1 chip); thua mất tiền cược; hòa không mất gì. Bỏ cuộc giữa ván mất tiền cược. "
        "Luật nhà «thưởng»: xì bàng, xì dách và ngũ linh ăn hay thua gấp đôi.",
        "A winning player receives the bet less a 5% table fee (table option: 0–10%; rounded as below: a "
        "win of 10 pays 1 chip); a losing player loses the bet; a push moves nothing. Leaving mid-round "
        "loses the bet. House rule «thưởng»: xì bàng, xì dách and ngũ linh pay double, both ways.",
    ),
})

# --- Tam Cúc ---------------------------------------------------------------------------------------------
STRINGS.update({
    "rules.tam-cuc.1.h": ("Bộ bài", "The pieces"),
    "rules.tam-cuc.1.p": (
        "32 quân như cờ tướng, mỗi màu (đỏ và đen) 16 quân: Tướng 1, Sĩ 2, Tượng 2, Xe 2, Pháo 2, Mã 2, "
        "Tốt 5. Từ 2 đến 4 người, chia hết bài: 4 người mỗi người 8 quân, 2 người 16 quân; 3 người thì bỏ "
        "Tướng đỏ, Tướng đen, một Sĩ đỏ và hai Tốt (một đỏ, một đen) để mỗi người 9 quân.",
        "32 pieces as in Chinese chess, 16 of each colour (red and black): General 1, Advisors 2, "
        "Elephants 2, Chariots 2, Cannons 2, Horses 2, Soldiers 5. Two to four players and every piece is "
        "dealt: 8 each with four players, 16 each with two; with three, both Generals, one red Advisor and "
        "a red and a black Soldier are set aside, 9 each.",
    ),
    "rules.tam-cuc.2.h": ("Thứ tự các quân", "Order of the pieces"),
    "rules.tam-cuc.2.p": (
        "Tướng > Sĩ > Tượng > Xe > Pháo > Mã > Tốt. Cùng tên thì quân đỏ hơn quân đen; khác tên thì tên "
        "quyết định, bất kể màu.",
        "General > Advisor > Elephant > Chariot > Cannon > Horse > Soldier. With the same name red beats "
        "black; with different names the name decides, whatever the colour.",
    ),
    "rules.tam-cuc.2.ex1": ("Quân đỏ (trên) và quân đen (dưới), từ cao xuống thấp.",
                            "Red pieces (top) and black (bottom), highest first."),
    "rules.tam-cuc.2.ex2": ("Tượng đen thắng Pháo đỏ: tên quyết định.",
                            "A black Elephant beats a red Cannon: the name decides."),
    "rules.tam-cuc.3.h": ("Các bộ", "Groups"),
    "rules.tam-cuc.3.p": (
        "• Quân lẻ.\n"
        "• Đôi: hai quân giống hệt nhau (cùng tên, cùng màu).\n"
        "• Bộ ba: Tướng-Sĩ-Tượng hoặc Xe-Pháo-Mã cùng màu. Tướng-Sĩ-Tượng hơn Xe-Pháo-Mã; cùng loại thì "
        "đỏ hơn đen. Ngoài hai bộ đó không có bộ ba nào khác.\n"
        "• Tứ tử: bốn Tốt cùng màu; ngũ tử: năm Tốt.",
        "• A single piece.\n"
        "• Đôi (pair): two identical pieces (same name, same colour).\n"
        "• Bộ ba (triple): General-Advisor-Elephant or Chariot-Cannon-Horse of one colour. The first beats "
        "the second; of one kind, red beats black. No other three pieces are a triple.\n"
        "• Tứ tử: four Soldiers of one colour; ngũ tử: five.",
    ),
    "rules.tam-cuc.3.ex1": ("Hai bộ ba hợp lệ: Tướng-Sĩ-Tượng thắng Xe-Pháo-Mã.",
                            "Two valid triples: General-Advisor-Elephant beats Chariot-Cannon-Horse."),
    "rules.tam-cuc.3.ex2": ("Đôi và tứ tử.", "A pair and a tứ tử."),
    "rules.tam-cuc.3.ex3": ("Không thành bộ: Sĩ-Tượng-Xe, Pháo-Mã-Tốt, ba Tốt.",
                            "Not groups: Advisor-Elephant-Chariot, Cannon-Horse-Soldier, three Soldiers."),
    "rules.tam-cuc.4.h": ("Một lượt đánh", "A trick"),
    "rules.tam-cuc.4.p": (
        "Người dẫn gọi số quân và úp xuống một bộ hợp lệ. Lần lượt theo chiều tay phải, mỗi người khác úp "
        "cùng số quân, không ai thấy bài ai. Người dẫn lật bài; mỗi người sau lật ra hoặc «chui» — chịu "
        "thua, không lật, và những quân đó bị loại mà không ai được xem.\n"
        "Bộ cao nhất đúng loại đã gọi thắng (bằng nhau thì người lật trước giữ), ăn cả lượt và dẫn lượt "
        "sau. Quân không thành bộ vẫn lật được nhưng không bao giờ thắng.",
        "The leader calls a count and puts a valid group face down. In turn, to the right, everyone else "
        "puts down the same number of pieces, face down, seeing nobody's. The leader turns up; each other "
        "player then turns up or goes «chui» — concedes without showing, and those pieces are discarded "
        "unseen.\n"
        "The highest group of the called kind wins (an equal one does not beat an earlier one), takes the "
        "trick and leads the next. Pieces that are not a group may be turned up but never win.",
    ),
    "rules.tam-cuc.5.h": ("Lượt đầu bị cấm", "The first trick's bans"),
    "rules.tam-cuc.5.p": (
        "2 hoặc 4 người: «cấm tướng, cấm sĩ, lấy tượng cầm đầu» — Tướng và Sĩ không được dẫn và không ăn "
        "được lượt đầu.\n"
        "3 người: «cấm sĩ, cấm tượng, lấy xe cầm đầu» — không quân nào trên Xe được dẫn hay ăn lượt đầu.\n"
        "Luật nhà: lệnh cấm chỉ áp cho người dẫn.\n"
        "Người dẫn lượt đầu mà chỉ còn quân bị cấm (sau trình làng, hoặc khi chơi 3 người bỏ 2 Tốt) thì "
        "được dẫn chúng, nhưng quân cấm vẫn không ăn được: ai lật bộ cùng loại không bị cấm thì ăn, không "
        "ai lật thì người dẫn ăn. Ví dụ: 4 người, An trình làng ngũ tử, còn K A A — An dẫn Sĩ; Bình lật "
        "Pháo thì Bình ăn.\n"
        "Luật bàn «lấy xe cầm đầu» cho 2 và 4 người: Tượng vẫn được dẫn lượt đầu nhưng chỉ từ Xe trở xuống "
        "mới ăn được, như khi chơi 3 người. Ví dụ: An dẫn Tượng đỏ, Bình lật Xe đỏ — Bình ăn (mặc định thì "
        "Tượng của An ăn).",
        "Two or four players: «no General, no Advisor; the Elephant leads» — Generals and Advisors may not "
        "lead the first trick nor win it.\n"
        "Three players: «no Advisor, no Elephant; the Chariot leads» — nothing above a Chariot may lead or "
        "win it.\n"
        "House rule: the ban binds the leader only.\n"
        "A first leader holding nothing but banned pieces (after a trình làng, or at three players with two "
        "Soldiers removed) may lead them, but banned pieces still cannot win: whoever turns up a group of "
        "the kind that is not banned takes the trick; if nobody does, the leader takes it. For example: four "
        "players, An shows a ngũ tử and keeps K A A — An leads an Advisor; Bình turns up a Cannon and wins.\n"
        "Table rule «the Chariot is the highest winner» at two and four players: an Elephant may still lead "
        "the first trick, but only a Chariot or lower wins it, as at three players. For example: An leads "
        "the red Elephant, Bình turns up the red Chariot — Bình wins (by default An's Elephant would).",
    ),
    "rules.tam-cuc.5.ex1": ("Lượt đầu, luật «lấy xe cầm đầu»: Tượng được dẫn nhưng chỉ Xe trở xuống mới ăn.",
                            "First trick, «the Chariot is the highest winner»: an Elephant may lead, only a "
                            "Chariot or lower wins."),
    "rules.tam-cuc.6.h": ("Trình làng", "Trình làng (laying down the Soldiers)"),
    "rules.tam-cuc.6.p": (
        "Ai có tứ tử được hạ ngửa xuống trước lượt đầu; bốn quân đó tính là đã ăn. 2 hoặc 4 người: tứ tử "
        "không cướp cái, còn ngũ tử thì cướp cái (được dẫn) và trình ở lượt nào của mình cũng được. "
        "3 người: tứ tử trình ở lượt nào của mình cũng được và cướp cái.",
        "A player holding a tứ tử may lay it face up before the first lead; those four count as won. With "
        "two or four players a tứ tử does not take the lead, but a ngũ tử does (cướp cái) and may be shown "
        "at any of its owner's turns. With three players a tứ tử may be shown at any of its owner's turns "
        "and takes the lead.",
    ),
    "rules.tam-cuc.7.h": ("Kết và đè", "Kết and đè"),
    "rules.tam-cuc.7.p": (
        "Ở lượt cuối, người dẫn có thể «kết»: kết đôi (một đôi từ Xe trở xuống), kết ba (Xe-Pháo-Mã), kết "
        "tốt đen (đôi Tốt đen, tứ tử hoặc ngũ tử). Người khác «đè» được nếu có bộ đỏ tương ứng cao hơn: "
        "đôi Tốt đỏ đè đôi Tốt đen, Xe-Pháo-Mã đỏ đè Xe-Pháo-Mã đen, đôi lớn hơn đè đôi.\n"
        "Lượt cuối mà chỉ người dẫn còn quân (những người khác đã hết vì trình làng) thì vẫn tính cây nhưng "
        "không phải kết, vì không ai đè được. Ví dụ: 2 người, Bình trình làng ngũ tử nên hết quân trước; An "
        "đi nốt đôi Tốt đen một mình — An được 2 cây, không được kết. Luật bàn «lượt đi một mình cũng được "
        "kết» thì tính là kết.\n"
        "Luật bàn «chỉ kết bằng bộ đen»: chỉ đôi Tốt đen, Xe-Pháo-Mã đen, đôi đen từ Xe trở xuống và tứ tử, "
        "ngũ tử đen mới là kết. Ví dụ: đi đôi Tốt đỏ ở lượt cuối mà thắng thì chỉ được tính cây.",
        "In the last trick the leader may «kết»: kết đôi (a pair of Chariots or lower), kết ba "
        "(Chariot-Cannon-Horse), kết tốt đen (a pair of black Soldiers, a tứ tử or a ngũ tử). Another player "
        "«đè» (overrides) it with the higher red counterpart: red Soldiers over black ones, a red "
        "Chariot-Cannon-Horse over a black one, a higher pair over a pair.\n"
        "A last trick that only its leader still has pieces for (the others ran out after a trình làng) "
        "counts as cây but is no kết: nobody could đè it. For example: two players, Bình shows a ngũ tử and "
        "runs out first; An plays his last pair of black Soldiers alone — 2 cây for An, no kết. The table "
        "rule «a trick played alone may kết» counts it as a kết.\n"
        "Table rule «only black groups kết»: only black Soldiers, a black Chariot-Cannon-Horse, black pairs "
        "of Chariots or lower and a black tứ tử or ngũ tử make a kết. For example: a pair of red Soldiers "
        "that wins the last trick is counted by cây only.",
    ),
    "rules.tam-cuc.7.ex1": ("Đè: đôi Tốt đỏ thắng kết tốt đen; Xe-Pháo-Mã đỏ thắng kết ba đen.",
                            "Đè: red Soldiers beat a kết tốt đen; a red Chariot-Cannon-Horse beats a black "
                            "kết ba."),
    "rules.tam-cuc.8.h": ("Tính điểm", "Scoring"),
    "rules.tam-cuc.8.p": (
        "Cây = số quân của mình trong các lượt mình ăn, cộng quân trình làng. Mốc = số quân mỗi người ÷ số "
        "người: 2 người 8, 3 người 3, 4 người 2.\n"
        "• Có kết: mỗi người khác trả người kết (giá trị kết - cây của mình), không dưới 0.\n"
        "• Có đè: người kết trả người đè giá trị đè; những người khác không tính.\n"
        "• Không kết: mỗi người được (cây - mốc) điểm: trên mốc là thắng, dưới mốc là thua.\n"
        "Giá trị với 2 / 3 / 4 người: kết đôi 12 / 6 / 4, kết ba 18 / 9 / 6, kết tốt đen, tứ tử, ngũ tử "
        "24 / 12 / 8. Đè được gấp đôi kết bị đè: đôi Tốt đỏ đè kết tốt đen 48 / 24 / 16, đôi lớn hơn đè "
        "kết đôi 24 / 12 / 8.\n"
        "Biểu điểm: mỗi chiếu tự định giá từng loại kết (luật bàn), đè vẫn gấp đôi. Ví dụ: 4 người định "
        "kết đôi 10 điểm — An kết đôi Xe đen, mỗi người khác trả 10 trừ cây của mình; Bình đè thì An đền 20.\n"
        "Chơi ăn tiền (luật bàn): mỗi điểm bằng một tiền cược bàn, trả bằng chip như các bài khác. Ví dụ: "
        "tiền bàn 10, An kết tốt đen ở bàn 4 người — mỗi người khác trả 80 chip. Ai vào ván cũng phải đủ "
        "tiền đền lần đè lớn nhất.",
        "Cây = your own pieces in the tricks you won, plus pieces laid down in a trình làng. The baseline is "
        "hand size ÷ players: 8 with two, 3 with three, 2 with four.\n"
        "• With a kết, every other player pays the kết-er (its value - their cây), never below 0.\n"
        "• With a đè, the kết-er pays the đè value to the đè-er, and nobody else settles.\n"
        "• With neither, each player scores (cây - baseline): above wins, below loses.\n"
        "Values with 2 / 3 / 4 players: kết đôi 12 / 6 / 4, kết ba 18 / 9 / 6, kết tốt đen, tứ tử, ngũ tử "
        "24 / 12 / 8. A đè pays double the kết it beats: red Soldiers over a kết tốt đen 48 / 24 / 16, a "
        "higher pair over a kết đôi 24 / 12 / 8.\n"
        "Biểu điểm: every club sets each kết's value (a table setting); a đè still doubles it. For example, "
        "four players with kết đôi at 10: An kết with black Chariots and every other player pays 10 less "
        "their cây; if Bình đè it, An pays 20.\n"
        "Playing for chips (a table setting): one point is one table stake, paid in chips as in the card "
        "games. For example, at stake 10 An's kết tốt đen at a four-player table costs each other player 80 "
        "chips. Every player must hold enough to pay the largest đè.",
    ),
    "rules.tam-cuc.9.ex1": ("An đưa úp một Tốt đỏ, xin Mã đen.", "An hands over a red Soldier, asking for the "
                            "black Horse."),
    "rules.tam-cuc.9.ex2": ("Đổi được: An có bộ ba để kết.", "Swapped: An holds a triple to kết with."),
    "rules.tam-cuc.9.h": ("Đi đêm", "Đi đêm (secret swaps)"),
    "rules.tam-cuc.9.p": (
        "Luật bàn, mặc định tắt. Sau trình làng, trước lượt đầu, lần lượt từ người cầm cái, mỗi người được "
        "một lần đưa úp 1 hoặc 2 quân cho một người khác và có thể xin một quân. Người kia xem quân được "
        "đưa và quân được xin rồi đổi lại bằng đúng ngần ấy quân của mình (không bắt buộc đưa quân được "
        "xin), hoặc từ chối. Cả bàn chỉ biết «An và Bình đi đêm 1 quân» hay «Bình từ chối»; không ai khác "
        "thấy quân. Mỗi người chỉ đổi được một lần trong một ván.\n"
        "Ví dụ: An có Xe đen và Pháo đen, đưa Bình một Tốt đỏ và xin Mã đen; Bình có Mã đen thừa, đổi — An "
        "có đủ Xe-Pháo-Mã đen để kết ba.",
        "A table setting, off by default. After trình làng and before the first trick, in turn from the cái, "
        "each player may once hand one other player 1 or 2 pieces face down and name one piece wanted back. "
        "The other sees the pieces and the wish and gives back as many of their own pieces (not necessarily "
        "the one wished for), or declines. The table learns only «An and Bình swap 1 piece» or «Bình "
        "declines»; nobody else sees the pieces. Each player swaps at most once a deal.\n"
        "For example: An holds the black Chariot and Cannon, hands Bình a red Soldier and asks for the black "
        "Horse; Bình has one to spare and swaps — An now holds a black Chariot-Cannon-Horse to kết with.",
    ),
})
