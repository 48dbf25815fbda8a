"""Catalogue strings of the screens around the tables: menu, setup, settings, players, rules help
(key: (Tiếng Việt, English)).  The rules texts themselves are in ``strings_rules``."""

STRINGS: dict[str, tuple[str, str]] = {
    # main menu
    "menu.player": ("Người chơi", "Player"),
    "menu.switch_player": ("Đổi người chơi", "Switch player"),
    "menu.continue.sub": ("{game} — ván {round}", "{game} — round {round}"),
    "menu.games": ("Chọn trò chơi", "Choose a game"),
    # numbers
    "fmt.chips": ("{amount} chip", "{amount} chips"),
    "fmt.points": ("{amount} điểm", "{amount} points"),
    # settings
    "settings.title": ("Cài đặt", "Settings"),
    "settings.language": ("Ngôn ngữ", "Language"),
    "settings.master": ("Âm lượng chung", "Master volume"),
    "settings.effects": ("Âm lượng hiệu ứng", "Effects volume"),
    "settings.mute": ("Tắt tiếng (phím M)", "Mute (M key)"),
    "settings.speed": ("Tốc độ hoạt ảnh", "Animation speed"),
    "settings.speed.instant": ("Tức thì", "Instant"),
    "settings.fullscreen": ("Toàn màn hình (phím F11)", "Fullscreen (F11 key)"),
    "settings.four_colour": ("Bộ bài bốn màu (rô xanh dương, chuồn xanh lá)",
                             "Four-colour deck (blue diamonds, green clubs)"),
    "settings.card_back": ("Mặt lưng bài", "Card back"),
    "settings.back.red": ("Đỏ son", "Lacquer red"),
    "settings.back.blue": ("Xanh lam", "Blue"),
    "settings.back.green": ("Xanh lục", "Green"),
    "settings.hints": ("Hiện gợi ý", "Show hints"),
    "settings.hints.help": ("Xì Dách: cơ hội thắng khi rút hay dằng, ví dụ «Rút: thắng 54%».",
                            "Xì Dách: your chance of winning if you draw or stand, e.g. “Draw: win 54%”."),
}
STRINGS.update({
    # players and statistics
    "profiles.title": ("Người chơi và thống kê", "Players and statistics"),
    "profiles.name_hint": ("Tên người chơi", "Player name"),
    "profiles.create": ("Tạo mới", "Create"),
    "profiles.rename": ("Đổi tên", "Rename"),
    "profiles.choose": ("Chọn người này chơi", "Play as this player"),
    "profiles.delete": ("Xoá", "Delete"),
    "profiles.delete.title": ("Xoá hồ sơ {name}?", "Delete the profile {name}?"),
    "profiles.delete.body": ("Hồ sơ được cất riêng trong thư mục dữ liệu, không bị huỷ hẳn.",
                             "The profile is set aside in the data folder, not destroyed."),
    "profiles.created": ("Đã tạo hồ sơ {name}.", "Profile {name} created."),
    "profiles.deleted": ("Đã xoá hồ sơ {name}.", "Profile {name} deleted."),
    "profiles.chosen": ("{name} sẽ chơi ván tới.", "{name} plays next."),
    "profiles.playing": ("Đang chơi", "Playing"),
    "profiles.none": ("Chưa có người chơi nào: hãy tạo một hồ sơ.", "No players yet: create a profile."),
    "profiles.seated": ("Đang ngồi ở bàn đã lưu: số chip nằm ở bàn đó cho đến khi rời bàn.",
                        "Seated at the saved table: the chips stay there until the player leaves it."),
    "profiles.refill": ("Hết chip — nạp {amount} miễn phí", "Out of chips — free refill of {amount}"),
    "profiles.refills": ("Đã nạp chip {count} lần, tổng cộng {amount}.",
                         "Refilled {count} times, {amount} in all."),
    "profiles.no_refills": ("Chưa nạp chip lần nào.", "Never refilled."),
    "profiles.col.game": ("Trò chơi", "Game"),
    "profiles.col.rounds": ("Ván", "Rounds"),
    "profiles.col.wins": ("Thắng", "Wins"),
    "profiles.col.biggest": ("Thắng đậm nhất", "Biggest win"),
    "profiles.col.best": ("Bài đẹp nhất", "Best hand"),
    "profiles.col.won": ("Chip thắng", "Chips won"),
    "profiles.col.lost": ("Chip thua", "Chips lost"),
})
STRINGS.update({
    # table setup
    "setup.mode": ("Chế độ", "Mode"),
    "setup.banker": ("Nhà cái", "Banker"),
    "setup.banker.ba-cay": ("Chương", "Banker (chương)"),
    "setup.banker.bai-cao": ("Nhà cái", "Banker (cái)"),
    "setup.banker.xi-dach": ("Nhà cái", "Dealer (nhà cái)"),
    "setup.stakes": ("Tiền cược", "Stakes"),
    "setup.stake": ("Tiền bàn", "Table stake"),
    "setup.min_bet": ("Cược tối thiểu", "Minimum bet"),
    "setup.max_bet": ("Cược tối đa", "Maximum bet"),
    "setup.points_game": ("{game} tính điểm theo ván, không đặt chip.",
                          "{game} keeps a score in points; no chips are bet."),
    "setup.who": ("Người ngồi", "Seats"),
    "setup.rules": ("Luật chơi", "Rules"),
    "setup.preset.goc": ("Theo luật gốc", "Standard rules"),
    "setup.preset.nha": ("Luật nhà", "House rules"),
    "setup.preset.custom": ("Tuỳ chỉnh riêng", "Custom mix"),
    "setup.only_in": ("Chỉ dùng ở chế độ {modes}.", "Only in {modes}."),
    "setup.only_players": ("Chỉ dùng khi chơi {counts} người.", "Only with {counts} players."),
    "setup.error.number": ("{field} phải là một số nguyên.", "{field} must be a whole number."),
    "setup.error.range": ("{field} phải từ 1 đến {max}.", "{field} must be between 1 and {max}."),
    "setup.error.min_below_stake": ("Cược tối thiểu không được nhỏ hơn tiền bàn.",
                                    "The minimum bet cannot be below the table stake."),
    "setup.error.min_above_max": ("Cược tối thiểu không được lớn hơn cược tối đa.",
                                  "The minimum bet cannot be above the maximum bet."),
    "setup.error.seat": ("Ghế {n}: {reason}", "Seat {n}: {reason}"),
    "setup.error.same_name": ("Hai ghế không được cùng tên {name}.", "Two seats cannot both be called {name}."),
    "setup.replace.title": ("Bỏ bàn đang chơi dở?", "Leave the unfinished table?"),
    "setup.replace.body": ("Bàn đã lưu sẽ kết thúc: mọi người mang số chip hiện có về hồ sơ của mình.",
                           "The saved table ends: everyone takes their chips back to their profile."),
})
STRINGS["setup.seat_limits"] = ("{low}–{high} người", "{low}–{high} players")
STRINGS["profiles.total"] = ("Tất cả các trò: {rounds} ván, thắng {wins} ({share}%).",
                             "All games: {rounds} played, {wins} won ({share}%).")
STRINGS.update({
    "settings.general": ("Ngôn ngữ, âm thanh, màn hình", "Language, sound, screen"),
    "settings.cards": ("Bộ bài", "Cards"),
})
STRINGS.update({
    "setup.limits": ("{game} chơi từ {low} đến {high} người.", "{game} seats {low} to {high} players."),
    "profiles.already": ("{name} đang là người chơi rồi.", "{name} is already the player."),
})
STRINGS.update({
    # start-up notices, the save warning, leaving
    "notices.title": ("Thông báo lúc mở trò chơi ({n})", "Found on opening the game ({n})"),
    "notices.ok": ("Đã hiểu", "Got it"),
    "notices.more": ("Đang xem {shown} trên {n} — lăn chuột hoặc ↑ ↓ để xem tiếp",
                     "Showing {shown} of {n} — scroll or use ↑ ↓ for the rest"),
    "save.unsaved": ("Không lưu được — tiến trình sẽ mất khi thoát", "Not saved — progress will be lost on quitting"),
    "menu.quit.title": ("Thoát Chiếu Bài?", "Quit Chiếu Bài?"),
    "menu.quit.body": ("Bàn đang chơi đã được lưu; lần sau bấm «Tiếp tục» để chơi tiếp.",
                       "The table in play is saved; choose “Continue” next time to play on."),
    "menu.quit.body.none": ("Hẹn gặp lại!", "See you soon!"),
})
STRINGS.update({
    # the in-game menu
    "tablemenu.play_on": ("Chơi tiếp", "Play on"),
    "tablemenu.to_menu": ("Về màn hình chính", "Main menu"),
    "tablemenu.leave": ("Rời bàn", "Leave the table"),
    "tablemenu.leave.title": ("Rời bàn này?", "Leave this table?"),
    "tablemenu.leave.body": ("Ván đang chơi dở bị huỷ; mọi người mang số chip hiện có về hồ sơ và bàn không "
                             "chơi tiếp được nữa.",
                             "A round in progress is void; everyone takes their chips home and the table "
                             "cannot be continued."),
    "tablemenu.rules": ("Luật của bàn này", "This table's rules"),
    "tablemenu.rules.default": ("Theo luật gốc: không đổi luật nào.", "Standard rules: nothing changed."),
    "house.on": ("có", "on"),
    "house.off": ("không", "off"),
})
STRINGS.update({
    # the setup screen's sections of house rules: a name and one line each
    "section.ba-cay.chuong": ("Chương", "The bank (chương)"),
    "section.ba-cay.chuong.help": ("ai cầm chương và khi nào chương đổi tay", "who holds the bank and when it moves"),
    "section.ba-cay.side": ("Cược phụ", "Side bets"),
    "section.ba-cay.side.help": ("biên giới và ké cửa: thua bao nhiêu, phí bao nhiêu",
                                 "biên giới and ké cửa: what they lose and what they pay"),
    "section.bai-cao.cai": ("Cào cái", "Banker (cào cái)"),
    "section.bai-cao.cai.help": ("nhà cái ăn hoà và xoay cái", "the banker's ties and the bank's turn"),
    "section.bai-cao.rua": ("Cào rùa", "Winner takes all (cào rùa)"),
    "section.bai-cao.rua.help": ("bài hoà chia lồng hay đánh ván phụ; cào thách",
                                 "ties: split or a ván phụ; challenges"),
    "section.xi-dach.money": ("Tiền", "Money"),
    "section.xi-dach.money.help": ("phí, thưởng và cược tự do", "fees, bonuses and free bets"),
    "section.xi-dach.hands": ("Bài", "Hands"),
    "section.xi-dach.hands.help": ("cách tính át, ngũ linh và quắc", "how aces, ngũ linh and busts count"),
    "section.tam-cuc.deal": ("Chia bài", "The deal"),
    "section.tam-cuc.deal.help": ("bỏ quân khi ba người, bắt cái, đi đêm",
                                  "pieces left out at three, the first leader, đi đêm"),
    "section.tam-cuc.play": ("Lượt đầu", "The first trick"),
    "section.tam-cuc.play.help": ("quân cấm và ai bị cấm", "banned pieces and who they bind"),
    "section.tam-cuc.ket": ("Kết và đè", "Kết and đè"),
    "section.tam-cuc.ket.help": ("bộ nào được kết và biểu điểm", "which groups may finish, and the point table"),
    "section.tam-cuc.money": ("Chơi tiền", "For chips"),
    "section.tam-cuc.money.help": ("tính điểm ra chip", "points paid in chips"),
    "section.other": ("Khác", "Other"),
    "section.other.help": ("các luật còn lại", "the remaining rules"),
})
