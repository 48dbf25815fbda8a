"""Catalogue strings: persistence — damaged files, failed saves, profiles (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
    "persist.bad.settings": (
        "Tệp cài đặt {file} bị hỏng hoặc không đọc được nên đã được cất sang {aside}; "
        "trò chơi dùng cài đặt mặc định.",
        "The settings file {file} was damaged or unreadable, so it was set aside as {aside} "
        "and the game uses the default settings.",
    ),
    "persist.bad.profile": (
        "Tệp hồ sơ {file} bị hỏng hoặc không đọc được nên đã được cất sang {aside}.",
        "The profile file {file} was damaged or unreadable, so it was set aside as {aside}.",
    ),
    "persist.bad.autosave": (
        "Ván đã lưu {file} bị hỏng hoặc không đọc được nên đã được cất sang {aside} và không chơi tiếp được.",
        "The saved table {file} was damaged or unreadable, so it was set aside as {aside} "
        "and cannot be continued.",
    ),
    "persist.bad.journal": (
        "Nhật ký ghi hồ sơ {file} bị hỏng nên đã được cất sang {aside}; "
        "hồ sơ được đọc từ tệp riêng của từng người.",
        "The profile journal {file} was damaged, so it was set aside as {aside} "
        "and each profile is read from its own file.",
    ),
    "persist.unreadable": (
        "Không đọc được {file} và cũng không cất nó sang chỗ khác được, "
        "nên trò chơi dùng giá trị mặc định và sẽ không ghi đè lên nó.",
        "{file} could not be read or set aside, so the game uses defaults and will not write over it.",
    ),
    "persist.save_blocked": (
        "Không lưu vào {file} vì tệp cũ ở đó chưa đọc được và chưa cất đi được.",
        "Not saving to {file}, because the old file there could not be read or set aside.",
    ),
    "persist.save_failed": (
        "Không lưu được {file} ({reason}); trò chơi vẫn tiếp tục.",
        "Could not save {file} ({reason}); the game goes on.",
    ),
    "persist.save_failed.full": (
        "Không lưu được {file} vì ổ đĩa đã đầy; trò chơi vẫn tiếp tục.",
        "Could not save {file} because the disk is full; the game goes on.",
    ),
    "persist.save_failed.denied": (
        "Không lưu được {file} vì không có quyền ghi vào thư mục dữ liệu; trò chơi vẫn tiếp tục.",
        "Could not save {file} because the data folder cannot be written; the game goes on.",
    ),
    "persist.table_lost": (
        "Không tìm thấy ván đã lưu của {name}, nên số chip trở về như lúc vào bàn: {chips}.",
        "The saved table of {name} was not found, so their chips are back to what they were "
        "on sitting down: {chips}.",
    ),
    "persist.table_damaged": (
        "Ván đã lưu của {name} bị hỏng nên không chơi tiếp được; số chip trở về như lúc vào bàn: {chips}.",
        "The saved table of {name} was damaged and cannot be continued; their chips are back to what "
        "they were on sitting down: {chips}.",
    ),
    "persist.profile_restored": (
        "Hồ sơ {name} đã được khôi phục từ ván đã lưu.",
        "The profile {name} was restored from the saved table.",
    ),
    # --- a data folder this copy may not write: it plays on a temporary profile (game/ui/session.py)
    "persist.newer": (
        "{file} do một phiên bản Chiếu Bài mới hơn tạo ra. Tệp được giữ nguyên: không cất đi, không ghi đè.",
        "{file} was made by a newer version of Chiếu Bài. It is kept exactly as it is: never set aside, "
        "never overwritten.",
    ),
    "persist.temporary.newer_body": (
        "Vì vậy cửa sổ này chơi trên một hồ sơ tạm và không lưu gì. Hãy mở dữ liệu của bạn bằng "
        "phiên bản Chiếu Bài mới hơn — hoặc chơi tạm ở đây.",
        "So this window plays on a temporary profile and saves nothing. Open your data with the newer "
        "Chiếu Bài — or play here for now.",
    ),
    "persist.temporary.newer": (
        "Dữ liệu do bản Chiếu Bài mới hơn tạo ra: cửa sổ này chơi trên hồ sơ tạm.",
        "Your data was made by a newer Chiếu Bài: this window plays on a temporary profile.",
    ),
    "persist.second_copy": (
        "Chiếu Bài đang mở ở một cửa sổ khác (tiến trình {pid}). Cửa sổ này chơi trên một hồ sơ tạm và "
        "không lưu gì, để tiến trình của cửa sổ kia không bao giờ bị mất.",
        "Chiếu Bài is already open in another window (process {pid}). This window plays on a temporary "
        "profile and saves nothing, so the other window's progress is never lost.",
    ),
    "persist.temporary.second_copy": (
        "Chiếu Bài đang mở ở một cửa sổ khác: cửa sổ này chơi trên hồ sơ tạm.",
        "Chiếu Bài is open in another window: this one plays on a temporary profile.",
    ),
    "persist.not_a_folder": (
        "Thư mục dữ liệu {path} là một tệp, không phải thư mục, nên không lưu được gì vào đó. "
        "Cửa sổ này chơi trên một hồ sơ tạm.",
        "The data folder {path} is a file, not a folder, so nothing can be saved there. "
        "This window plays on a temporary profile.",
    ),
    "persist.name_empty": ("Hồ sơ cần có tên.", "A profile needs a name."),
    "persist.name_too_long": (
        "Tên hồ sơ dài tối đa {max} ký tự.",
        "A profile name is at most {max} characters long.",
    ),
    "persist.name_bad_char": (
        "Tên hồ sơ có ký tự không dùng được.",
        "The profile name contains a character that cannot be used.",
    ),
    "persist.name_taken": ("Đã có hồ sơ tên {name}.", "There is already a profile called {name}."),
    "persist.at_table": (
        "{name} đang ngồi ở một bàn đã lưu; hãy rời bàn đó trước.",
        "{name} is seated at a saved table; leave that table first.",
    ),
    "persist.table_open": (
        "Đang có một bàn chưa kết thúc; hãy chơi tiếp hoặc rời bàn đó trước.",
        "A table is still open; continue it or leave it first.",
    ),
    "persist.not_broke": (
        "{name} vẫn còn đủ chip để chơi nên chưa cần cấp thêm.",
        "{name} still has enough chips to play and needs no refill.",
    ),
    "persist.refill": (
        "Cấp thêm chip: {name} nhận {amount} chip (lần thứ {count}).",
        "Chip refill: {name} receives {amount} chips (refill number {count}).",
    ),
}
