"""The chip ledger: integer chips, every transfer recorded with its reason.

Accounts are seat numbers (``int``) plus two named accounts: :data:`FEE_SINK`, where table
fees go (the results screen shows it as "Phí bàn"), and :data:`POT`, chips that sit on the
table between owners (antes, a pot carried to the next round).  Chips are never created or
destroyed inside a ledger: :meth:`Ledger.total` never changes, and a transfer the payer
cannot cover is refused with :class:`InsufficientFunds` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from typing import Final, NamedTuple, NoReturn

from game.engine.errors import InsufficientFunds

Account = int | str
FEE_SINK: Final = "fees"
POT: Final = "pot"


class Transfer(NamedTuple):
    """One recorded move of chips (a named tuple: a settlement makes a dozen per round)."""

    payer: Account
    payee: Account
    amount: int
    reason: str


# ``Transfer(...)`` without the Python-level ``__new__`` a named tuple is given: the tuple made
# at C speed (every settlement records a dozen).
_transfer = partial(tuple.__new__, Transfer)


class Ledger:
    """Balances of a set of accounts and the list of transfers between them."""

    __slots__ = ("_balances", "_initial", "entries")

    def __init__(self, balances: Mapping[Account, int]) -> None:
        amounts = balances.values()
        if amounts and (set(map(type, amounts)) != {int} or min(amounts) < 0):  # one C-speed pass
            _reject(balances)
        self._balances: dict[Account, int] = {FEE_SINK: 0, POT: 0, **balances}
        self._initial: dict[Account, int] = self._balances.copy()
        self.entries: list[Transfer] = []

    def balance(self, account: Account) -> int:
        return self._balances.get(account, 0)

    def balances(self) -> dict[Account, int]:
        return dict(self._balances)

    def live_balances(self) -> Mapping[Account, int]:
        """The balances as they change (read-only by type): for hot loops that read many."""
        return self._balances

    def transfer(self, payer: Account, payee: Account, amount: int, reason: str) -> None:
        """Move ``amount`` chips and record it in :attr:`entries` (nothing for zero chips); refuse
        (changing nothing) if ``payer`` cannot cover it."""
        balances = self._balances
        have = balances.get(payer)
        if type(amount) is not int or amount < 0 or have is None or payee not in balances:
            _refuse(balances, payer, payee, amount)  # one test on the way through; the reason here
        if have < amount:
            raise InsufficientFunds(
                f"{_name(payer)} cannot pay {amount} for {reason}: only {have} chips",
                key="funds.short",
                who=payer,
                amount=amount,
                have=have,
            )
        if amount:
            balances[payer] = have - amount
            balances[payee] += amount
            self.entries.append(_transfer((payer, payee, amount, reason)))

    def total(self) -> int:
        return sum(self._balances.values())

    def check_conserved(self) -> None:
        """Raise ``AssertionError`` if chips were created or destroyed (a bug, never a rule)."""
        before, after = sum(self._initial.values()), self.total()
        if before != after:
            raise AssertionError(f"chips not conserved: {before} before, {after} now")
        if any(v < 0 for v in self._balances.values()):
            raise AssertionError(f"a balance went negative: {self._balances}")

    def delta(self, account: Account) -> int:
        return self._balances.get(account, 0) - self._initial.get(account, 0)

    def deltas(self, seats: Iterable[int]) -> tuple[int, ...]:
        now, initial = self._balances, self._initial
        return tuple([now.get(s, 0) - initial.get(s, 0) for s in seats])


def _refuse(balances: Mapping[Account, int], payer: Account, payee: Account, amount: object) -> NoReturn:
    """Raise for a transfer of a bad amount or between accounts the ledger does not hold."""
    if type(amount) is not int:
        raise TypeError(f"chip amounts are integers, got {amount!r}")
    if amount < 0:
        raise ValueError(f"a transfer amount cannot be negative ({amount}); swap payer and payee")
    missing = payer if payer not in balances else payee
    raise KeyError(f"no account {missing!r} in this ledger")


def _reject(balances: Mapping[Account, int]) -> None:
    """Raise for the first balance that is not a whole, non-negative number of chips."""
    for acct, amount in balances.items():
        if type(amount) is not int:  # exactly int: a bool is not a chip count
            raise TypeError(f"balance of {acct!r} must be an integer, got {amount!r}")
        if amount < 0:
            raise ValueError(f"balance of {acct!r} cannot be negative ({amount})")


def _name(account: Account) -> str:
    return f"seat {account}" if isinstance(account, int) else f"the {account} account"
