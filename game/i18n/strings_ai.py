"""Catalogue strings: the AI seats — personalities, and what a level changes (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    # --- personalities (game.ai.personality): the name, then one line for setup and the plate tooltip
    "ai.personality.diem-tinh": ("Điềm tĩnh", "Composed"),
    "ai.personality.diem-tinh.help": (
        "Chơi đúng bài, không nghiêng về phía nào.",
        "Plays it straight, leaning no way.",
    ),
    "ai.personality.can-than": ("Cẩn thận", "Careful"),
    "ai.personality.can-than.help": (
        "Ít thách láo, ít nhận thách, đặt nhỏ, dừng rút sớm.",
        "Rarely bluffs or takes a challenge, bets small, stops drawing early.",
    ),
    "ai.personality.lieu": ("Liều", "Daring"),
    "ai.personality.lieu.help": (
        "Hay thách láo và nhận thách, đặt lớn, dám rút thêm.",
        "Bluffs and takes challenges often, bets big, dares to draw one more.",
    ),
    "ai.personality.so-quac": ("Sợ quắc", "Afraid to bust"),
    "ai.personality.so-quac.help": (
        "Đủ tuổi là dằng, không dám rút thêm.",
        "Stands as soon as the hand is of age, never risks a bust.",
    ),
    "ai.personality.ma-lanh": ("Ma lanh", "Crafty"),
    "ai.personality.ma-lanh.help": (
        "Hay thách láo, giấu bài mạnh chờ người khác thách, nhận thách kỹ.",
        "Bluffs often, hides strong hands to be challenged, picky about accepting.",
    ),
    # --- levels (game.ai.levels.levels_matter): shown by the setup when no decision changes a result
    "ai.levels_no_effect": (
        "Ở chế độ này trình độ không ảnh hưởng kết quả",
        "In this mode the AI level does not change the results",
    ),
}
