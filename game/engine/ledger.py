"""The chip ledger: integer chips, every transfer recorded with its reason.

Accounts are seat numbers (``int``) plus two named accounts: :data:`FEE_SINK`, where table
fees go (the results screen shows it as "Phí bàn"), and :data:`POT`, chips that sit on the
table between owners (antes, a pot carried to the next round).  Chips are never created or
destroyed inside a ledger: :meth:`Ledger.total` never changes, and a transfer the payer
cannot cover is refused with :class:`InsufficientFunds` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from game.engine.errors import InsufficientFunds

Account = int | str
FEE_SINK: Final = "fees"
POT: Final = "pot"


@dataclass(frozen=True, slots=True)
class Transfer:
    payer: Account
    payee: Account
    amount: int
    reason: str


class Ledger:
    """Balances of a set of accounts and the list of transfers between them."""

    __slots__ = ("_balances", "_initial", "entries")

    def __init__(self, balances: Mapping[Account, int]) -> None:
        for acct, amount in balances.items():
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise TypeError(f"balance of {acct!r} must be an integer, got {amount!r}")
            if amount < 0:
                raise ValueError(f"balance of {acct!r} cannot be negative ({amount})")
        self._balances: dict[Account, int] = dict(balances)
        self._balances.setdefault(FEE_SINK, 0)
        self._balances.setdefault(POT, 0)
        self._initial: dict[Account, int] = dict(self._balances)
        self.entries: list[Transfer] = []

    def balance(self, account: Account) -> int:
        return self._balances.get(account, 0)

    def balances(self) -> dict[Account, int]:
        return dict(self._balances)

    def can_pay(self, account: Account, amount: int) -> bool:
        return self._balances.get(account, 0) >= amount

    def transfer(self, payer: Account, payee: Account, amount: int, reason: str) -> Transfer:
        """Move ``amount`` chips; refuse (changing nothing) if ``payer`` cannot cover it."""
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise TypeError(f"chip amounts are integers, got {amount!r}")
        if amount < 0:
            raise ValueError(f"a transfer amount cannot be negative ({amount}); swap payer and payee")
        if payer not in self._balances or payee not in self._balances:
            missing = payer if payer not in self._balances else payee
            raise KeyError(f"no account {missing!r} in this ledger")
        have = self._balances[payer]
        if have < amount:
            raise InsufficientFunds(
                f"{_name(payer)} cannot pay {amount} for {reason}: only {have} chips",
                key="funds.short",
                who=payer,
                amount=amount,
                have=have,
            )
        entry = Transfer(payer, payee, amount, reason)
        if amount:
            self._balances[payer] = have - amount
            self._balances[payee] += amount
            self.entries.append(entry)
        return entry

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
        return tuple(self.delta(s) for s in seats)


def _name(account: Account) -> str:
    return f"seat {account}" if isinstance(account, int) else f"the {account} account"
