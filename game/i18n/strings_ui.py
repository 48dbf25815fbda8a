"""Catalogue strings of the screens and the table (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    # main menu
    "menu.tagline": ("Bài dân gian ngày Tết — Ba Cây, Bài Cào, Xì Dách, Tam Cúc",
                     "Vietnamese folk card games for Tết"),
    "menu.continue": ("Tiếp tục", "Continue"),
    "menu.new_game": ("Chơi mới", "New game"),
    "menu.rules": ("Luật chơi", "Rules"),
    "menu.stats": ("Thống kê", "Statistics"),
    "menu.settings": ("Cài đặt", "Settings"),
    "menu.quit": ("Thoát", "Quit"),
    # quick setup
    "setup.title": ("Bàn chơi mới", "New table"),
    "setup.game": ("Trò chơi", "Game"),
    "setup.seats": ("Số người", "Players"),
    "setup.click_seat": ("Bấm vào một ghế để đổi: người chơi / máy dễ / vừa / khó",
                         "Click a seat to change it: human / easy / normal / hard AI"),
    "setup.start": ("Vào bàn", "Start"),
    "setup.need_human": ("Cần ít nhất một người chơi.", "At least one human player is needed."),
    "setup.player_n": ("Người chơi {n}", "Player {n}"),
    "ui.back": ("Quay lại", "Back"),
    "ui.yes": ("Đồng ý", "Yes"),
    "ui.no": ("Không", "No"),
    "ui.unknown_game": ("Không có trò chơi {name}.", "There is no game called {name}."),
    "ui.coming_soon": ("Màn hình này sắp có.", "This screen is coming soon."),
    # table
    "ui.menu": ("Menu", "Menu"),
    "ui.settings": ("Cài đặt", "Settings"),
    "ui.rules": ("Luật", "Rules"),
    "ui.round_no": ("Ván {n}", "Round {n}"),
    "ui.stake": ("Cược bàn {amount}", "Stake {amount}"),
    "ui.fees": ("Phí bàn {amount}", "Table fees {amount}"),
    "ui.fee_sink": ("Phí bàn", "Table fee"),
    "ui.pot": ("Lồng bàn {amount}", "Pot {amount}"),
    "ui.bet": ("Cược {amount}", "Bet {amount}"),
    "ui.results": ("Kết quả ván", "Round result"),
    "ui.new_round": ("Ván mới", "Next round"),
    "ui.thinking": ("{name} đang nghĩ…", "{name} is thinking…"),
    "ui.waiting_for": ("Chờ {name}…", "Waiting for {name}…"),
    "ui.muted": ("Đã tắt tiếng", "Sound off"),
    "ui.unmuted": ("Đã bật tiếng", "Sound on"),
    "ui.notice.no_sound": ("Không tìm thấy thiết bị âm thanh: trò chơi sẽ chạy không tiếng.",
                           "No audio device found: the game plays silently."),
    "role.chuong": ("Chương", "Banker"),
    "role.cai": ("Cái", "Dealer"),
    # hot-seat curtain
    "ui.curtain.title": ("Đến lượt {name}", "{name}'s turn"),
    "ui.curtain.sub": ("Đưa máy cho {name} — người khác xin đừng nhìn.",
                       "Hand the computer to {name} — everyone else, look away."),
    "ui.curtain.button": ("Tôi là {name}, xem bài", "I am {name}, show my cards"),
    # chips
    "ui.refill.title": ("{name} hết tiền", "{name} is out of chips"),
    "ui.refill.body": ("Nạp thêm {amount} chip miễn phí để chơi tiếp? Lần nạp được ghi vào thống kê.",
                       "Take a free refill of {amount} chips to keep playing? Refills are recorded in the statistics."),
    "ui.refill.yes": ("Nạp {amount} chip", "Refill {amount} chips"),
    "ui.log.refill": ("{name} nạp thêm {amount} chip.", "{name} took a refill of {amount} chips."),
    "ui.log.refill_ai": ("{name} (máy) được nạp thêm {amount} chip.", "{name} (AI) was refilled with {amount} chips."),
}
STRINGS.update({
    "ui.bet.none": ("Không thể đặt cược lúc này.", "No bet is possible now."),
    "ui.bet.too_low": ("Cược tối thiểu là {amount}.", "The minimum bet is {amount}."),
    "ui.bet.too_high": ("Cược tối đa là {amount}.", "The maximum bet is {amount}."),
    "ui.bet.step": ("Cược theo bội số của {step}.", "Bets go in steps of {step}."),
    "ui.bet.undo": ("Bớt", "Undo"),
    "ui.bet.clear": ("Xoá", "Clear"),
    "ui.bet.empty": ("Chưa chọn chip nào.", "No chips chosen yet."),
    "ui.bet.place": ("Đặt cược {amount}", "Bet {amount}"),
})
STRINGS.update({
    "tc.ui.sit_out": ("Nghỉ ván này", "Sit this round out"),
    "tc.ui.accept": ("Nhận thách {name} ({amount})", "Accept {name}'s challenge ({amount})"),
    "tc.ui.decline": ("Từ chối", "Decline"),
    "tc.ui.open_all": ("Lật hết", "Flip all"),
    "tc.ui.challenge": ("Biên giới", "Challenge"),
    "tc.ui.back": ("Ké cửa", "Back a player"),
    "tc.ui.ready": ("Xong, lật bài", "Done, show cards"),
    "tc.ui.offer": ("Thách {amount}", "Challenge for {amount}"),
    "tc.ui.back_amount": ("Ké {amount}", "Back for {amount}"),
    "tc.ui.not_yourself": ("Không thể tự thách mình.", "You cannot bet against yourself."),
    "tc.ui.not_banker": ("Không ké cửa vào chương.", "You cannot back the banker."),
    "tc.ui.cannot_target": ("Không thể chọn {name} lúc này.", "{name} cannot be chosen now."),
    "tc.ui.pick_target": ("Chọn một người chơi", "Choose a player"),
    "tc.ui.pick_amount": ("Chọn số tiền với {name}", "Choose the amount against {name}"),
})
STRINGS.update({
    "tc.ui.challenge.ba-cay": ("Biên giới", "Challenge (biên giới)"),
    "tc.ui.challenge.bai-cao": ("Cào thách", "Challenge (cào thách)"),
    "tc.ui.side.bien-gioi": ("Biên giới {amount}", "Challenge {amount}"),
    "tc.ui.side.thach": ("Thách {amount}", "Challenge {amount}"),
    "tc.ui.side.ke-cua": ("Ké {amount}", "Backing {amount}"),
})
STRINGS.update({
    "xd.ui.draw": ("Rút", "Draw"),
    "xd.ui.stand": ("Dằng", "Stand"),
    "xd.ui.xet_all": ("Xét tất cả", "Settle all"),
    "xd.ui.xet_one": ("Xét…", "Settle one…"),
    "xd.ui.click_seat": ("Bấm vào người chơi muốn xét.", "Click the player you want to settle."),
    "xd.ui.leave": ("Bỏ cuộc", "Give up"),
    "xd.ui.leave.title": ("Bỏ cuộc ván này?", "Give up this round?"),
    "xd.ui.leave.body": ("Bỏ cuộc giữa ván sẽ mất tiền cược.", "Leaving mid-round loses your stake."),
    "xd.ui.non.title": ("Dằng non?", "Stand under 16?"),
    "xd.ui.non.body": ("Bài bạn mới {total} điểm (chưa đủ tuổi): dằng non sẽ thua cả nhà cái quắc. Vẫn dằng?",
                       "Your hand is only {total} (under 16): standing now loses even to a busted dealer. "
                       "Stand anyway?"),
    "xd.ui.already_settled": ("{name} đã được xét.", "{name} has already been settled."),
    "xd.ui.cannot_xet": ("Chưa thể xét {name}.", "{name} cannot be settled now."),
})
STRINGS.update({
    "setup.default_player": ("Người chơi", "Player"),
})
STRINGS.update({
    "ui.history.row": ("Ván {n}: {name} {amount}", "Round {n}: {name} {amount}"),
    "ui.history.you": ("bạn {amount}", "you {amount}"),
})
STRINGS.update({
    "tc.ui.show": ("Lật bài", "Show cards"),
})
