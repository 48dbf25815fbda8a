"""Catalogue strings: bai cao (key: (Tiếng Việt, English)).

The strings both three-card games use (``tc.``) live in ``strings_ba_cay``.
"""

STRINGS: dict[str, tuple[str, str]] = {
    # --- hands
    "bai-cao.hand.bu": ("bù", "bù (0 points)"),
    "bai-cao.hand.ba_tien": ("ba tiên", "ba tiên (three face cards)"),
    "bai-cao.banner.ba_tien": ("Ba tiên!", "Three face cards!"),
    # --- modes
    "mode.bai-cao.cao-cai": ("Cào cái", "Banker (cào cái)"),
    "mode.bai-cao.cao-cai.help": (
        "Một người làm cái; nhà con đặt cược tùy thích, hơn cái ăn bằng tiền cược, bằng điểm thì hòa.",
        "One player is the banker; the others bet freely, win 1:1 if they beat it, tie and push.",
    ),
    "mode.bai-cao.cao-rua": ("Cào rùa", "Winner takes all (cào rùa)"),
    "mode.bai-cao.cao-rua.help": (
        "Mỗi nhà góp tiền như nhau; bài cao nhất ăn hết. Được cào thách riêng với nhau.",
        "Equal antes; the highest hand takes the pot. Players may challenge one another (cào thách).",
    ),
    # --- options
    "opt.bai-cao.cai-an-hoa": ("Cái ăn hòa", "Banker wins ties"),
    "opt.bai-cao.cai-an-hoa.help": (
        "Nhà con bằng điểm nhà cái thì thua (mặc định: hòa, không mất tiền).",
        "A punter who ties the banker loses (default: a tie pushes).",
    ),
    "opt.bai-cao.xoay-cai": ("Xoay cái", "Rotate the bank"),
    "opt.bai-cao.xoay-cai.help": (
        "Hết mỗi ván, người bên cạnh làm cái (mặc định: giữ nguyên cái).",
        "After each round the next seat becomes the banker (default: the banker stays).",
    ),
    "opt.bai-cao.van-phu": ("Ván phụ khi hòa", "Play-off on a tie"),
    "opt.bai-cao.van-phu.help": (
        "Nhiều nhà cùng cao nhất thì chỉ họ chơi thêm một ván phụ để ăn cả tiền (mặc định: chia đều).",
        "When several tie for best, only they play a new deal for the whole pot (default: split it).",
    ),
    "opt.bai-cao.side-loss": ("Thua cào thách gấp", "Challenge loss multiple"),
    "opt.bai-cao.side-loss.help": (
        "Người thách mà thua thì mất gấp bấy nhiêu lần tiền thách (mặc định 1:1).",
        "A challenger who loses pays this many times the amount (default 1:1).",
    ),
    "opt.bai-cao.side-fee": ("Phí bàn cào thách (%)", "Challenge table fee (%)"),
    "opt.bai-cao.side-fee.help": (
        "Phần trăm tiền thắng cào thách nộp cho bàn (mặc định 0; làm tròn đến chip gần nhất, nửa chip tính một).",
        "Percent of challenge winnings paid to the table (default 0; to the nearest chip, a half counting as one).",
    ),
}
