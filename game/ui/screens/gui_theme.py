"""The one pygame-gui theme of the form screens: the table's palette and the bundled font.

Built as a dict for the window's UI scale (font sizes and corner radii grow with the
window), so a form looks the same at 1280×720 and 960×540.  pygame-gui is imported only
here and in the form modules — never at start-up (the first menu frame must stay fast).
"""

from __future__ import annotations

from typing import Any

import pygame_gui

from game.resources import sprite_path
from game.ui import theme as palette
from game.ui.theme import FONT_FILES

BODY = 17  # px at 1280×720: the size of every field's text
SMALL = 15
ELEMENTS = ("button", "drop_down_menu", "text_entry_line", "check_box", "horizontal_slider", "selection_list",
            "label", "tool_tip", "vertical_scroll_bar")

FIELD = (34, 27, 23)
FIELD_HOVER = (52, 40, 34)
DISABLED_BG = (58, 50, 46)
DISABLED_BORDER = (104, 92, 80)


ARROW_W, TEXT_PAD = 28, 10  # a drop-down's arrow button and the padding before a field's text (at scale 1)


def drop_down_text_width(width: int, scale: float) -> int:
    """The width a closed drop-down ``width`` wide leaves for its text: the padding before it,
    the arrow button after it and a small gap between."""
    return width - round((ARROW_W + TEXT_PAD + 6) * scale)


def drop_down_width(text_width: int, scale: float) -> int:
    """How wide a drop-down must be to show a text ``text_width`` wide (the inverse of the above)."""
    return text_width + round((ARROW_W + TEXT_PAD + 6) * scale)


def body_size(scale: float) -> int:
    """The px size of a field's text at UI ``scale`` (never below a readable 13)."""
    return max(13, round(BODY * scale))


def small_size(scale: float) -> int:
    return max(12, round(SMALL * scale))


def _hex(colour: tuple[int, ...]) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour)


def _font(size: int) -> dict[str, str]:
    regular = str(sprite_path(*FONT_FILES[False]))
    bold = str(sprite_path(*FONT_FILES[True]))
    # The font has no italic; pygame-gui asks for one for <i>, so it gets the upright face.
    return {"name": "chieu", "size": str(palette.scaled(size)), "regular_path": regular, "bold_path": bold,
            "italic_path": regular, "bold_italic_path": bold}


def _colours(*, bg: tuple[int, ...], hover: tuple[int, ...], text: tuple[int, ...] = palette.CREAM,
             selected_bg: tuple[int, ...] = palette.GOLD, selected_text: tuple[int, ...] = palette.INK
             ) -> dict[str, str]:
    return {
        "normal_bg": _hex(bg), "hovered_bg": _hex(hover), "active_bg": _hex(palette.LACQUER_DARK),
        "selected_bg": _hex(selected_bg), "disabled_bg": _hex(DISABLED_BG), "dark_bg": _hex(FIELD),
        "disabled_dark_bg": _hex(DISABLED_BG),
        "normal_text": _hex(text), "hovered_text": _hex(palette.GOLD_LIGHT), "active_text": _hex(palette.CREAM),
        "selected_text": _hex(selected_text), "disabled_text": _hex(palette.MUTED),
        "normal_border": _hex(palette.GOLD), "hovered_border": _hex(palette.GOLD_LIGHT),
        "active_border": _hex(palette.GOLD_LIGHT), "selected_border": _hex(palette.GOLD_LIGHT),
        "disabled_border": _hex(DISABLED_BORDER),
        "text_cursor": _hex(palette.GOLD_LIGHT), "filled_bar": _hex(palette.GOLD),
        "unfilled_bar": _hex(FIELD),
        "normal_text_shadow": "#00000090", "hovered_text_shadow": "#00000090", "active_text_shadow": "#00000090",
        "selected_text_shadow": "#00000000", "disabled_text_shadow": "#00000000",
    }


def theme_dict(scale: float) -> dict[str, Any]:
    """The theme for a window at UI ``scale`` (1.0 = 1280×720)."""
    radius = str(max(4, round(8 * scale)))
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": radius, "border_width": "2",
            "shadow_width": "0", "text_horiz_alignment_padding": str(round(TEXT_PAD * scale))}
    field = _colours(bg=FIELD, hover=FIELD_HOVER, selected_bg=palette.LACQUER)
    lacquer = _colours(bg=palette.LACQUER, hover=(186, 38, 40))
    body, small = _font(body_size(scale)), _font(small_size(scale))
    out: dict[str, Any] = {name: {"font": body, "colours": field, "misc": dict(misc)} for name in ELEMENTS}
    out["button"]["colours"] = lacquer
    out["check_box"]["misc"]["check_symbol"] = "✓"
    out["check_box"]["colours"] = _colours(bg=FIELD, hover=FIELD_HOVER)  # checked: gold with an ink tick
    # Labels (a check box's text too) sit on the panel itself, shadowed like our own text.
    out["label"]["colours"] = {**field, "dark_bg": "#00000000", "text_shadow": "#000000a0"}
    out["label"]["misc"] = {"text_horiz_alignment": "left", "text_shadow_size": "1", "text_shadow_offset": "1,1"}
    out["tool_tip"]["font"] = small
    out["drop_down_menu"]["misc"].update({"expand_direction": "down", "open_button_width": str(round(ARROW_W * scale))})
    # The parts inside a drop-down and a list: flat rows that light up lacquer red on hover.
    flat = {"shape": "rectangle", "border_width": "0", "shadow_width": "0",
            "text_horiz_alignment": "left", "text_horiz_alignment_padding": str(round(10 * scale))}
    row = _colours(bg=FIELD, hover=palette.LACQUER, selected_bg=palette.GOLD)
    for part in ("drop_down_menu.button", "drop_down_menu.selection_list.button", "selection_list.button",
                 "selection_list.item"):
        out[part] = {"font": body, "colours": row, "misc": flat}
    out["drop_down_menu.#drop_down_options_list"] = {"misc": {"list_item_height": str(round(34 * scale))}}
    out["selection_list"]["misc"]["list_item_height"] = str(round(38 * scale))
    out["horizontal_slider"]["misc"].update({"enable_arrow_buttons": "0",
                                             "sliding_button_width": str(round(22 * scale))})
    out["horizontal_slider.#sliding_button"] = {"colours": _colours(bg=palette.GOLD, hover=palette.GOLD_LIGHT),
                                                "misc": {"shape": "rounded_rectangle", "shape_corner_radius": radius,
                                                         "border_width": "2", "shadow_width": "0"}}
    # classes: "@small" text, "@up" (a drop-down low on the screen opens upwards), or both
    out["@small"] = {"font": small}
    out["@up"] = {"misc": {"expand_direction": "up"}}
    out["@small_up"] = {"font": small, "misc": {"expand_direction": "up"}}
    for cls in ("@small", "@small_up"):  # the rows inside such a drop-down are small too
        out[f"{cls}.button"] = {"font": small, "colours": row, "misc": flat}
        out[f"{cls}.selection_list.button"] = {"font": small, "colours": row, "misc": flat}
    return out


def make_manager(size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
    """A UI manager for a window of ``size`` with the theme at ``scale``, its fonts preloaded."""
    manager = pygame_gui.UIManager(size, theme_dict(scale), enable_live_theme_updates=False)
    # the theme loads the regular faces; bold is for <b> in text boxes
    manager.preload_fonts([{"name": "chieu", "point_size": palette.scaled(size), "style": "bold"}
                           for size in (body_size(scale), small_size(scale))])
    return manager

