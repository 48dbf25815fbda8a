"""Catalogue strings of the Tam Cúc table (key: (Tiếng Việt, English)).

The engine's own words (piece and group names, announcements, rule refusals) live in
``strings_tam_cuc``; these are what only the table says: buttons, hints, the log, plates.
"""

STRINGS: dict[str, tuple[str, str]] = {
    # the names counted round the table in the bắt cái
    "tcui.rank.K": ("Tướng", "General"),
    "tcui.rank.A": ("Sĩ", "Advisor"),
    "tcui.rank.E": ("Tượng", "Elephant"),
    "tcui.rank.R": ("Xe", "Chariot"),
    "tcui.rank.C": ("Pháo", "Cannon"),
    "tcui.rank.H": ("Mã", "Horse"),
    "tcui.rank.P": ("Tốt", "Soldier"),
    # buttons
    "tcui.btn.lead": ("Gọi {call}", "Lead {call}"),
    "tcui.btn.lead_none": ("Gọi bài", "Lead"),
    "tcui.btn.commit": ("Ra {count} quân úp", "Put {count} face down"),
    "tcui.btn.reveal": ("Lật", "Turn up"),
    "tcui.btn.chui": ("Chui", "Chui"),
    "tcui.btn.pass": ("Không trình làng", "Don't show"),
    "tcui.btn.show": ("Trình làng {group}", "Show {group}"),
    "tcui.btn.clear": ("Bỏ chọn", "Clear"),
    "tcui.both": ("{a} và {b}", "{a} and {b}"),
    # hints over the hand
    "tcui.hint.lead": ("Chọn quân rồi gọi bài (số quân là số cây gọi).",
                       "Select pieces, then lead (their number is the count called)."),
    "tcui.hint.commit": ("Chọn {count} quân để ra úp.", "Select {count} pieces to put face down."),
    "tcui.hint.can_lead": ("Gọi được: {call}", "Can lead: {call}"),
    "tcui.hint.commit_ok": ("Ra úp {count} quân này", "Put these {count} face down"),
    "tcui.hint.mine": ("Bạn úp {group}", "You put down {group}"),
    "tcui.hint.wins": ("đang cao nhất — lật để ăn", "highest so far — turn up to win"),
    "tcui.hint.loses": ("không thắng được {best}", "cannot beat {best}"),
    "tcui.hint.not_group": ("không thành bộ, không ăn được", "not a group, cannot win"),
    "tcui.hint.drag": ("Kéo quân úp vào đây để chui", "Drag your pieces here to chui"),
    "tcui.hint.not_now": ("Chưa đến lượt bạn chọn quân.", "It is not your turn to pick pieces."),
    # what a trình làng does to the lead
    "tcui.effect.keep": ("Trình làng: {count} quân tính là cây đã ăn; không cướp cái — {cai} vẫn gọi trước.",
                         "Show: {count} pieces count as won; the lead stays with {cai}."),
    "tcui.effect.take": ("Trình làng: {count} quân tính là cây đã ăn và cướp cái — bạn gọi trước.",
                         "Show: {count} pieces count as won and take the lead — you lead first."),
    "tcui.effect.next": ("Trình làng: {count} quân tính là cây đã ăn và cướp cái — bạn gọi lượt sau.",
                         "Show: {count} pieces count as won and take the lead — you lead the next trick."),
    "tcui.effect.leading": ("Trình làng: {count} quân tính là cây đã ăn; bạn vẫn đang gọi bài.",
                            "Show: {count} pieces count as won; you are leading anyway."),
    # the table
    "tcui.badge.cai": ("Cái", "Cái"),
    "tcui.trick": ("Lượt {n}", "Trick {n}"),
    "tcui.called": ("{name} gọi {call}", "{name} leads {call}"),
    "tcui.cai_draw": ("Bắt cái", "Drawing for the lead"),
    "tcui.rac": ("Rác {count}", "Discard {count}"),
    "tcui.score": ("Điểm {score}", "Score {score}"),
    "tcui.removed": ("Bỏ {pieces}", "Without {pieces}"),
    "tcui.par": ("Chuẩn {count} cây", "Par {count} cây"),
    "tcui.cai_banner": ("{name} cầm cái", "{name} leads first"),
    # the log
    "tcui.log.draw": ("{name} rút {piece} để bắt cái.", "{name} draws {piece} for the lead."),
    "tcui.log.cai": ("Đếm đến {name}: {name} cầm cái.", "The count ends at {name}, who leads first."),
    "tcui.log.lead": ("{name} gọi {call}.", "{name} leads {call}."),
    "tcui.log.commit": ("{name} ra {count} quân úp.", "{name} puts {count} face down."),
    "tcui.log.reveal": ("{name} lật: {group}.", "{name} turns up: {group}."),
    "tcui.log.chui": ("{name} chui.", "{name} chui (concedes unseen)."),
    "tcui.log.won": ("{name} ăn lượt {n} ({count} cây).", "{name} wins trick {n} ({count} cây)."),
    "tcui.log.show": ("{name} trình làng {group}.", "{name} shows {group}."),
    # the deal's result
    "tcui.result.ket": ("{name}: {ket} — mỗi người trả {value} trừ số cây của mình.",
                        "{name}: {ket} — everyone pays {value} minus their cây."),
    "tcui.result.de": ("{name} đè {victim}: {victim} đền {value} điểm.",
                       "{name} beats {victim}'s kết: {victim} pays {value} points."),
    "tcui.result.cay": ("Không kết — tính cây, chuẩn {par} cây mỗi người.",
                        "No kết — counted by cây, par {par} each."),
    "tcui.col.rank": ("Hạng", "Rank"),
    "tcui.col.name": ("Người chơi", "Player"),
    "tcui.col.cay": ("Cây", "Cây"),
    "tcui.col.deal": ("Ván này", "This deal"),
    "tcui.col.total": ("Tổng điểm", "Total"),
    "tcui.banner.ket": ("{name}: {ket}!", "{name}: {ket}!"),
}
