"""Catalogue strings shared by every game (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    "game.ba-cay": ("Ba Cây", "Ba Cây (three cards, north)"),
    "game.bai-cao": ("Bài Cào", "Bài Cào (three cards, south)"),
    "game.xi-dach": ("Xì Dách", "Xì Dách (Vietnamese blackjack)"),
    "game.tam-cuc": ("Tam Cúc", "Tam Cúc"),
    "game.ba-cay.blurb": (
        "Bài miền Bắc, 36 lá: ba lá, 10 nút là cao nhất, át rô là quân to nhất.",
        "Northern game, 36 cards: three cards, 10 points is best, the ace of diamonds is top.",
    ),
    "game.bai-cao.blurb": (
        "Bài miền Nam, 52 lá: ba lá, 9 nút là cao, ba tiên ăn tất.",
        "Southern game, 52 cards: three cards, 9 is high, three face cards beat all.",
    ),
    "game.xi-dach.blurb": (
        "Xì dách: rút đến đủ tuổi, đừng quắc, so với nhà cái.",
        "Vietnamese blackjack: draw to 16–21 without busting, against the dealer.",
    ),
    "game.tam-cuc.blurb": (
        "Bài 32 quân cờ tướng: ra bộ, chui, trình làng, kết và đè.",
        "32 Chinese-chess pieces: lead groups, concede unseen, and finish with a kết.",
    ),
    "level.easy": ("Dễ", "Easy"),
    "level.normal": ("Vừa", "Normal"),
    "level.hard": ("Khó", "Hard"),
    "level.human": ("Người chơi", "Human"),
    "illegal.not_this_game": ("Nước đi này không thuộc ván bài này.", "That move is not part of this game."),
    "illegal.round_over": ("Ván đã kết thúc.", "The round is over."),
    "illegal.not_your_turn": ("Chưa đến lượt.", "It is not your turn."),
    "funds.short": ("Không đủ tiền: cần {amount}, chỉ có {have}.", "Not enough chips: {amount} needed, {have} held."),
}
