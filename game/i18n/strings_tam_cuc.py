"""Catalogue strings: tam cuc (key: (Tiếng Việt, English))."""

# The 14 pieces as said at the table (upper case red, lower case black).
_PIECES: dict[str, tuple[str, str]] = {
    "K": ("Tướng ông", "red General"),
    "k": ("Tướng bà", "black General"),
    "A": ("Sĩ điều", "red Advisor"),
    "a": ("Sĩ đen", "black Advisor"),
    "E": ("Tượng hồng", "red Elephant"),
    "e": ("Tượng thâm", "black Elephant"),
    "R": ("Xe đỏ", "red Chariot"),
    "r": ("Xe đen", "black Chariot"),
    "C": ("Pháo đỏ", "red Cannon"),
    "c": ("Pháo đen", "black Cannon"),
    "H": ("Mã đỏ", "red Horse"),
    "h": ("Mã đen", "black Horse"),
    "P": ("Tốt đỏ", "red Soldier"),
    "p": ("Tốt đen", "black Soldier"),
}

STRINGS: dict[str, tuple[str, str]] = {
    **{f"tc.piece.{x}": names for x, names in _PIECES.items()},
    **{f"tc.group.pair.{x}": (f"Đôi {vi}", f"Pair of {en}s") for x, (vi, en) in _PIECES.items() if x not in "Kk"},
    "tc.group.triple.KAE": ("Bộ ba Tướng-Sĩ-Tượng đỏ", "Red General-Advisor-Elephant"),
    "tc.group.triple.kae": ("Bộ ba Tướng-Sĩ-Tượng đen", "Black General-Advisor-Elephant"),
    "tc.group.triple.RCH": ("Bộ ba Xe-Pháo-Mã đỏ", "Red Chariot-Cannon-Horse"),
    "tc.group.triple.rch": ("Bộ ba Xe-Pháo-Mã đen", "Black Chariot-Cannon-Horse"),
    "tc.group.tu-tu.P": ("Tứ tử đỏ", "Four red Soldiers"),
    "tc.group.tu-tu.p": ("Tứ tử đen", "Four black Soldiers"),
    "tc.group.ngu-tu.P": ("Ngũ tử đỏ", "Five red Soldiers"),
    "tc.group.ngu-tu.p": ("Ngũ tử đen", "Five black Soldiers"),
    "tc.group.none": ("Không thành bộ", "Not a group"),
    # the count the leader calls
    "tc.call.1": ("Một cây", "One piece"),
    "tc.call.2": ("Đôi cây", "Two pieces"),
    "tc.call.3": ("Ba cây", "Three pieces"),
    "tc.call.4": ("Bốn cây", "Four pieces"),
    "tc.call.5": ("Năm cây", "Five pieces"),
    # phases and statuses
    "tc.deal-phase.declare": ("Trình làng?", "Show a tứ tử?"),
    "tc.deal-phase.lead": ("Gọi bài", "Lead"),
    "tc.deal-phase.commit": ("Ra bài úp", "Put pieces face down"),
    "tc.deal-phase.reveal": ("Lật hay chui", "Turn up or chui"),
    "tc.deal-phase.over": ("Hết ván", "Deal over"),
    "tc.seat.cai": ("Cái", "Leads"),
    "tc.seat.chui": ("Chui", "Chui"),
    "tc.seat.first_trick": ("Lượt đầu", "First trick"),
    "tc.seat.cay": ("{count} cây", "{count} won"),
    "tc.seat.rank": ("Hạng {rank}", "Rank {rank}"),
    "tc.move.pass": ("Không trình làng", "No trình làng"),
    "tc.move.trinh_lang": ("Trình làng", "Show (trình làng)"),
    "tc.move.lead": ("Gọi bài", "Lead"),
    "tc.move.commit": ("Ra bài", "Put down"),
    "tc.move.reveal": ("Lật", "Turn up"),
    "tc.move.chui": ("Chui", "Chui"),
    # announcements (banners and the log)
    "tc.announce.cai_random": ("Bốc thăm: người này cầm cái", "Drawn by lot: this seat leads"),
    "tc.announce.bat_cai": ("Bắt cái: {piece} — đếm đến người cầm cái",
                            "Drawing for the lead: {piece} — counted to the leader"),
    "tc.announce.trinh_lang": ("Trình làng!", "Trình làng!"),
    "tc.announce.cuop_cai": ("Cướp cái!", "Takes the lead!"),
    "tc.announce.ban_lifted": (
        "Chỉ còn quân cấm — được đi, nhưng không thắng được lượt đầu",
        "Only banned pieces — may lead them, but they cannot win the first trick",
    ),
    "tc.announce.ket": ("Kết!", "Kết!"),
    "tc.announce.de": ("Đè!", "Đè!"),
    "tc.ket.doi": ("Kết đôi", "Kết with a pair"),
    "tc.ket.ba": ("Kết ba", "Kết with a triple"),
    "tc.ket.tot-den": ("Kết tốt đen", "Kết with black Soldiers"),
    "tc.outcome.ket": ("Kết — mọi người trả cho người kết", "Kết — everyone pays the kết"),
    "tc.outcome.de": ("Đè — người kết đền gấp đôi", "Đè — the kết pays double"),
    "tc.outcome.cay": ("Không kết — tính cây", "No kết — counted by pieces won"),
    # why something cannot be played
    "tc.rule.phase": ("Chưa đến lúc làm việc này.", "That is not possible at this moment."),
    "tc.rule.not_group": ("Quân gọi phải thành bộ.", "A lead must be a valid group."),
    "tc.rule.not_held": ("Bạn không có những quân này.", "You do not hold those pieces."),
    "tc.rule.wrong_count": ("Phải ra đúng {count} quân.", "Put down exactly {count} pieces."),
    "tc.rule.trinh_lang": (
        "Lúc này không được trình làng bộ này.",
        "Those pieces cannot be shown now.",
    ),
    "tc.rule.banned.A": (
        "Lượt đầu: cấm tướng, cấm sĩ, lấy tượng cầm đầu.",
        "First trick: no General or Advisor; the Elephant is the highest.",
    ),
    "tc.rule.banned.E": (
        "Lượt đầu: cấm sĩ, cấm tượng, lấy xe cầm đầu.",
        "First trick: nothing above the Chariot.",
    ),
    "tc.select.empty": ("Chọn quân để ra.", "Select pieces to play."),
    "tc.select.not_now": ("Bây giờ chỉ lật hoặc chui.", "Now you can only turn up or chui."),
    "tc.compare.sizes": (
        "Hai bộ phải cùng số quân ({a} và {b}).",
        "compare two groups of the same size (got {a} and {b} pieces)",
    ),
    # table options
    "opt.tam-cuc.removal": ("Bỏ quân khi chơi 3 người", "Pieces removed for 3 players"),
    "opt.tam-cuc.removal.help": (
        "32 quân không chia đều cho 3 người nên phải bỏ bớt trước khi chia.",
        "32 pieces do not divide by three, so some are removed before dealing.",
    ),
    "opt.tam-cuc.removal.K k A P p": (
        "Bỏ tướng ông, tướng bà, 1 sĩ điều, 1 tốt đỏ, 1 tốt đen (9 quân mỗi người)",
        "Remove both Generals, a red Advisor and a Soldier of each colour (9 each)",
    ),
    "opt.tam-cuc.removal.P p": (
        "Bỏ 1 tốt đỏ, 1 tốt đen (10 quân mỗi người)",
        "Remove one Soldier of each colour (10 each)",
    ),
    "opt.tam-cuc.removal.K k A a p": (
        "Bỏ hai tướng, hai sĩ, 1 tốt đen (9 quân mỗi người)",
        "Remove both Generals, both Advisors and a black Soldier (9 each)",
    ),
    "opt.tam-cuc.first-leader": ("Chọn cái ván đầu", "First deal's leader"),
    "opt.tam-cuc.first-leader.help": (
        "Bắt cái: rút một quân rồi đếm Tướng, Sĩ, Tượng… từ tay phải người bắt; hoặc bốc thăm.",
        "Bắt cái: draw a piece and count General, Advisor, Elephant… from the drawer's right; or by lot.",
    ),
    "opt.tam-cuc.first-leader.bat-cai": ("Bắt cái", "Bắt cái count"),
    "opt.tam-cuc.first-leader.random": ("Ngẫu nhiên", "At random"),
    "opt.tam-cuc.ban-leader-only": ("Luật cấm lượt đầu chỉ áp cho người gọi", "First-trick ban binds the leader only"),
    "opt.tam-cuc.ban-leader-only.help": (
        "Bật: quân bị cấm vẫn được người khác dùng để ăn lượt đầu; tắt: không ai ăn được bằng quân cấm.",
        "On: others may still win the first trick with banned pieces; off: banned pieces never win it.",
    ),
    "opt.tam-cuc.xe-cap": ("Lượt đầu lấy xe cầm đầu", "First trick: the Chariot is the highest winner"),
    "opt.tam-cuc.xe-cap.help": (
        "2 và 4 người: Tượng vẫn được dẫn lượt đầu nhưng không ăn được; chỉ từ Xe trở xuống mới ăn, "
        "như khi chơi 3 người.",
        "2 and 4 players: an Elephant may still lead the first trick but cannot win it; only a Chariot or lower "
        "wins, as with 3 players.",
    ),
    "opt.tam-cuc.ket-den": ("Chỉ kết bằng bộ đen", "Only black groups kết"),
    "opt.tam-cuc.ket-den.help": (
        "Chỉ đôi Tốt đen, Xe-Pháo-Mã đen, đôi đen (từ Xe trở xuống) và tứ tử, ngũ tử đen mới là kết.",
        "Only black Soldiers, a black Chariot-Cannon-Horse, black pairs (Chariot or lower) and a black "
        "tứ tử or ngũ tử make a kết.",
    ),
    "opt.tam-cuc.solo-ket": ("Lượt đi một mình cũng được kết", "A trick played alone may kết"),
    "opt.tam-cuc.solo-ket.help": (
        "Tắt: lượt cuối chỉ một người còn quân thì vẫn được tính cây nhưng không là kết (không ai đè được).",
        "Off: a last trick only one player still has pieces for counts as cây but is no kết (nobody could đè it).",
    ),
    "opt.tam-cuc.di-dem": ("Đi đêm", "Đi đêm (secret swaps)"),
    "opt.tam-cuc.di-dem.help": (
        "Sau trình làng, mỗi người được một lần đưa úp 1–2 quân cho một người và xin một quân; người kia đổi "
        "lại bằng ấy quân hoặc từ chối. Người khác chỉ biết ai đi đêm mấy quân.",
        "After trình làng each player may once hand 1–2 pieces face down to another and name a piece wanted; "
        "the other gives back as many or declines. The rest of the table sees only who swapped how many.",
    ),
    "opt.tam-cuc.choi-tien": ("Chơi ăn tiền", "Play for chips"),
    "opt.tam-cuc.choi-tien.help": (
        "Mỗi điểm bằng một tiền cược bàn, trả bằng chip như các bài khác; ai vào ván cũng phải đủ tiền đền "
        "một lần đè lớn nhất.",
        "Each point is one table stake, paid in chips as in the card games; every player must hold enough "
        "to pay the largest đè.",
    ),
    **{f"opt.tam-cuc.ket-{kind}-{n}": (f"{vi} ({n} người)", f"{en} ({n} players)")
       for kind, vi, en in (("doi", "Điểm kết đôi", "Kết đôi points"), ("ba", "Điểm kết ba", "Kết ba points"),
                            ("tot-den", "Điểm kết tốt đen, tứ tử, ngũ tử", "Kết tốt đen / tứ tử / ngũ tử points"))
       for n in (2, 3, 4)},
    **{f"opt.tam-cuc.ket-{kind}-{n}.help": (
        "Biểu điểm của chiếu: mỗi người khác trả người kết bấy nhiêu điểm trừ cây của mình; đè được gấp đôi.",
        "The club's point table: every other player pays the kết this much less their cây; a đè pays double.",
    ) for kind in ("doi", "ba", "tot-den") for n in (2, 3, 4)},
    # đi đêm
    "tc.deal-phase.di-dem": ("Đi đêm", "Đi đêm (secret swaps)"),
    "tc.move.di_dem": ("Đi đêm", "Offer a swap"),
    "tc.move.no_di_dem": ("Không đi đêm", "No swap"),
    "tc.move.accept_di_dem": ("Nhận đổi", "Swap"),
    "tc.move.decline_di_dem": ("Từ chối", "Decline"),
    "tc.didem.prompt": ("Đi đêm: chọn 1–2 quân và một người để đổi",
                        "Đi đêm: pick 1–2 pieces and a player to swap with"),
    "tc.didem.wish": ("Xin quân: {piece}", "Wanted back: {piece}"),
    "tc.didem.no_wish": ("Không xin quân nào", "No piece named"),
    "tc.didem.offered_you": ("{name} đi đêm với bạn {count} quân.", "{name} offers you {count} pieces in secret."),
    "tc.didem.log.offer": ("{name} đưa {partner} {count} quân đi đêm.", "{name} offers {partner} a swap of {count}."),
    "tc.didem.log.swap": ("{name} và {partner} đi đêm {count} quân.", "{name} and {partner} swap {count} in secret."),
    "tc.didem.log.declined": ("{partner} từ chối.", "{partner} declines."),
    "tc.didem.log.returned": ("{partner} trả bạn {returned} thay cho {given}.",
                              "{partner} gives you {returned} for your {given}."),
    "tc.didem.no_offer": ("Không có lời đi đêm nào đang chờ bạn.", "No đi đêm offer is waiting for you."),
    "tc.didem.waiting": ("Lời đi đêm đang chờ trả lời.", "The đi đêm offer is waiting for its answer."),
    "tc.didem.partner": (
        "Ghế {seat_no} không đi đêm được nữa (đã đổi rồi hoặc hết quân).",
        "Seat {seat_no} cannot swap (already swapped, or has no pieces).",
    ),
    "tc.didem.count": ("Đi đêm 1 hoặc {most} quân.", "Offer 1 or {most} pieces."),
    "tc.didem.partner_short": (
        "Ghế {seat_no} không còn đủ {count} quân để đổi lại.",
        "Seat {seat_no} has fewer than {count} pieces to give back.",
    ),
    "tc.didem.wish_impossible": (
        "Không thể xin quân đó: không còn quân nào như thế ở tay người khác.",
        "No such piece can come back: none is left in another hand.",
    ),
    # the story of a deal's end ("Lan đè kết tốt đen của Minh bằng đôi Tốt đỏ — Minh đền 24")
    "tc.story.ket": ("{name} kết {group} — {ket} {value}: mỗi người khác trả {value} trừ số cây của mình",
                     "{name} makes a kết with {group} — {ket}, {value}: everyone else pays {value} less the pieces "
                     "they won"),
    "tc.story.de": ("{name} đè {ket} của {victim} ({ket_group}) bằng {group} — {victim} đền {value}",
                    "{name} beats {victim}'s {ket} ({ket_group}) using {group} — {victim} pays {value}"),
}
