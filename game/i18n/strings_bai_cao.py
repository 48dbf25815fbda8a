"""Catalogue strings: bai cao (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
}
