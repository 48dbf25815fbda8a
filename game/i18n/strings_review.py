"""Catalogue strings: the review of a player's decisions, game.review (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    # grades and costs
    "review.grade.best": ("Nước hay nhất", "Best"),
    "review.grade.fine": ("Được", "Fine"),
    "review.grade.mistake": ("Nước hớ", "Mistake"),
    "review.cost.chips": ("mất khoảng {amount} chip", "costs about {amount} chips"),
    "review.cost.points": ("mất khoảng {amount} điểm", "costs about {amount} points"),
    "review.cost.chips.small": ("mất chưa tới 1 chip", "costs less than a chip"),
    "review.cost.points.small": ("mất chưa tới 0,1 điểm", "costs less than a tenth of a point"),
    "review.chose": ("Bạn chọn: {choice} — {grade}.", "You chose: {choice} — {grade}."),
    "review.better": ("Nên chọn: {choice} (nước đã chọn {cost}).", "Better: {choice} (your choice {cost})."),
    # Xì Dách
    "review.xd.player": (
        "Bạn cầm {cards} ({total}), nhà cái có {dealer} lá.",
        "You held {cards} ({total}); the dealer had {dealer} cards.",
    ),
    "review.xd.dealer": (
        "Bạn làm cái, cầm {cards} ({total}); còn {waiting} người chưa xét.",
        "You were the dealer with {cards} ({total}); {waiting} players still to settle.",
    ),
    "review.xd.xet_all": ("Xét tất cả", "Xét everyone"),
    "review.xd.xet": ("Xét ghế {seat_no}", "Xét seat {seat_no}"),
    "review.xd.draw_on": ("Rút thêm", "Draw another card"),
    # Ba Cây, Bài Cào
    "review.tc.challenged": (
        "Bạn cầm {cards}; ghế {seat_no} thách bạn {amount}.",
        "You held {cards}; seat {seat_no} challenged you for {amount}.",
    ),
    "review.tc.to_challenge": ("Bạn cầm {cards}, đến lượt thách.", "You held {cards}, free to challenge."),
    "review.tc.accept": ("Nhận thách: thắng {win}%, hòa {tie}%", "Accept: win {win}%, tie {tie}%"),
    "review.tc.decline": ("Không nhận", "Decline"),
    "review.tc.ready": ("Không thách ai", "Challenge nobody"),
    "review.tc.challenge": (
        "Thách ghế {seat_no} {amount}: được nhận {take}%, khi đó thắng {win}%",
        "Challenge seat {seat_no} for {amount}: taken {take}% of the time, then won {win}%",
    ),
    "review.tc.back": ("Ké cửa ghế {seat_no} {amount}: thắng {win}%", "Back seat {seat_no} for {amount}: wins {win}%"),
    # Tam Cúc
    "review.tam.leading": ("Bạn đi đầu, trên tay còn {count} quân.", "You led, with {count} pieces in hand."),
    "review.tam.following": ("Ghế {seat_no} đã đi; đến lượt bạn theo.", "Seat {seat_no} led; your turn to follow."),
    "review.tam.pieces": ("Các quân {pieces}", "The pieces {pieces}"),
}
