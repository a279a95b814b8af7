"""Check mode (core.game.cache): every remembered answer is worked out again and compared.

Short games in check mode, one with smoke laid and lifted, the sample with seven
special rules, one whose barbed wire is breached midway (19.8); and a store built for the
purpose, that leaves a read out of its key, to show the check names what it missed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from core.game import cache, memo
from core.game.actions import Action
from core.game.fire_power import held_counters
from core.game.game import Game
from core.game.hex_tables import neighbours
from core.game.players import make_players
from core.game.state import GameState
from core.resources import maps_dir
from core.scenario.io import load
from core.units import WeaponCategory
from generator.battle import generate_battle
from generator.settings import Settings

Chooser = Callable[[Game, GameState, list[Action]], Action | None]


@pytest.fixture(scope="module", autouse=True)
def check_mode() -> Iterator[None]:
    """Check mode for the games of this module (stores made while it is on are checked)."""
    was = cache.checking()
    cache.checking(True)
    yield
    cache.checking(was)


def _play(game: Game, state: GameState, turns: int, choose: Chooser | None = None,
          before: Callable[[GameState], None] = lambda _: None) -> list[GameState]:
    """Play until `turns` is over; `before` may change the state (as a rule would) before each
    action. Returns a copy of the state after each action."""
    players = make_players("simple", 5)
    seen = []
    actions = game.legal_actions(state)
    while not state.is_over and state.turn <= turns:
        before(state)
        actions = game.legal_actions(state)
        player = players[game.to_act(state)]
        chosen = choose(game, state, actions) if choose else None
        actions = game.step(state, chosen or player.choose(game, state, actions))
        seen.append(state.clone(history=False))
    return seen


def _smoky(game: Game, state: GameState, actions: list[Action]) -> Action | None:
    """A smoke round, or a move under smoke, whenever one is offered."""
    for action in actions:
        if action.kind == "fire_smoke" or getattr(action, "smoke", None):
            return action
    return None


@pytest.fixture(scope="module")
def small() -> Game:
    return Game(generate_battle(Settings(size="small"), 3).scenario, computer=("allied", "axis"))


@pytest.mark.heavy  # a game, though a short one: what check mode exists to run
def test_a_battle_with_smoke_laid_and_lifted_plays_in_check_mode(small: Game) -> None:
    state = small.new_state(1)
    seen = _play(small, state, 1, choose=_smoky)
    patterns = {tuple(sorted(s.smoke.items())) for s in seen}
    assert len(patterns) >= 2  # smoke came and changed: the sight answers were checked under each


def test_the_sample_with_seven_special_rules_plays_in_check_mode() -> None:
    scenario = load(maps_dir() / "scenarios" / "ford-at-le-gue.json")
    assert len(scenario.special_rules) >= 7
    game = Game(scenario, computer=("allied", "axis"))
    seen = _play(game, game.new_state(3), 2)
    assert seen[-1].turn >= 2 or seen[-1].is_over


@pytest.mark.heavy  # a game, though a short one: what check mode exists to run
def test_a_battle_whose_wire_is_breached_midway_plays_in_check_mode(small: Game) -> None:
    state = small.new_state(2)
    fronts = sorted({n for u in state.units.values() if u.hex for _, _, n in neighbours(small, u.hex)}
                    - {u.hex for u in state.units.values()})
    state.fortifications += [{"hex": h, "type": "barbed_wire", "side": None, "facing": None, "hidden": False}
                             for h in fronts[::3]]
    for side, stock in state.sides.items():  # a satchel charge of each side's own army (19.8)
        army = next(u.type for u in state.units.values() if u.side == side).split(".")[0]
        stock.expendables[f"{army}.satchel_charge"] = 2
        assert held_counters(small, state, side, WeaponCategory.SATCHEL_CHARGE)
    breaches: list[Action] = []

    def breach(game: Game, now: GameState, actions: list[Action]) -> Action | None:
        found = next((a for a in actions if a.kind == "breach_wire"), None)
        if found is not None:
            breaches.append(found)
        return found

    wire = len(state.fortifications)
    seen = _play(small, state, 1, choose=breach)
    assert breaches and len(seen[-1].fortifications) < wire  # wire came off the map during the game


# --- the check itself -------------------------------------------------------------------------------

cache.declare("test_smoke_blind", ("units.hex",))  # declares the units' hexes only, but reads the smoke too


def _smoke_blind(game: Game, state: GameState) -> tuple[str, ...]:
    """Where the units stand, and whether there is smoke: keyed on the hexes alone (the fault)."""
    known = memo.store(game, "test_smoke_blind")
    key = tuple(u.hex for u in state.units.values())
    found = known.get(key)
    if found is None:
        found = known[key] = (*[h or "" for h in key], "smoke" if state.smoke else "clear")
    return found


def test_check_mode_names_the_read_a_store_left_out_of_its_key(small: Game) -> None:
    game = Game(small.scenario, small.context)
    state = game.new_state(1)
    assert _smoke_blind(game, state)[-1] == "clear"
    state.smoke = {next(u.hex for u in state.units.values() if u.hex): 1}
    with pytest.raises(cache.StaleAnswer, match=r"cache 'test_smoke_blind'.*it reads smoke, which changed"):
        _smoke_blind(game, state)


def test_without_check_mode_the_same_store_serves_the_stale_answer(small: Game) -> None:
    game = Game(small.scenario, small.context)
    state = game.new_state(1)
    cache.checking(False)
    try:
        _smoke_blind(game, state)
        state.smoke = {next(u.hex for u in state.units.values() if u.hex): 1}
        assert _smoke_blind(game, state)[-1] == "clear"  # the hazard check mode exists for
    finally:
        cache.checking(True)


def test_a_store_nobody_declared_is_refused(small: Game) -> None:
    with pytest.raises(KeyError, match="not declared"):
        memo.store(Game(small.scenario, small.context), "never_declared")
    with pytest.raises(ValueError, match="unknown reads"):
        cache.declare("test_typo", ("units.hexx",))


# --- the thinker's copy ---------------------------------------------------------------------------


def _caches(game: Game) -> list[object]:
    """Every cache object the Game holds: its own dicts, its memo stores, its sight lines and
    their stores, its movement graph and the fog cache kept for it."""
    from core.game import fog
    found: list[object] = [v for v in vars(game).values() if isinstance(v, dict)]
    found += list(vars(game)[memo.STORES].values())
    for sight in vars(game)["_sight_cache"].values():
        found += [sight, vars(sight)["_known"], vars(sight)["_blocked"]]
    found += [game.movement, vars(game.movement)["_graphs"], vars(game.movement)["_places"]]
    found.append(fog._caches[game])
    return found


def test_a_game_for_another_thread_shares_no_cache_with_the_original(small: Game) -> None:
    from core.game.fog import seen_enemy_hexes
    original = Game(small.scenario, small.context, computer=("axis",), edition=1, rally_by_hand=("allied",),
                    fire_by_hand=("allied",))
    twin = original.for_another_thread()
    state = original.new_state(4)
    for game in (original, twin):
        game.legal_actions(state)
        seen_enemy_hexes(game, state, state.active)
    assert twin.legal_actions(state) == original.legal_actions(state)
    theirs, ours = _caches(original), _caches(twin)
    assert len(ours) > 12
    assert not {id(c) for c in theirs} & {id(c) for c in ours}
    kept = {"_sight", "movement", "special"}  # built afresh, so compared by what they answer above
    for name, value in vars(original).items():  # the rest is the same game: scenario, context, rules, edition, ...
        if not isinstance(value, dict) and name not in kept:
            assert vars(twin)[name] == value, name


def test_every_store_the_engine_names_is_declared_and_every_declaration_is_used() -> None:
    """core/game/cache_reads.py is the whole list: no store outside it, no stale line in it."""
    import re
    from pathlib import Path

    import core
    from core.game import cache_reads  # noqa: F401  (the declarations)

    named = set()
    for path in Path(core.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        named |= set(re.findall(r'(?:store|remembered|per_target)\(game, "(\w+)"', text))
        named |= set(re.findall(r'new_store\("(\w+)"', text))
        named |= {n + "_targets" for n in re.findall(r'per_target\(game, "(\w+)"', text)}
    named.add("tokens")  # memo.token's store
    engine = {n for n in cache.DECLARED if not n.startswith("test_")}
    assert named - engine == set()
    assert engine - named == set()


def test_the_declarations_are_there_as_soon_as_the_cache_module_is():
    """Loaded on first use, they raced: a Dask worker's second thread saw the declaring module
    half-run and found 'sight_lines' undeclared. Now importing the cache module declares them."""
    import subprocess
    import sys

    probe = "import core.game.cache as cache; assert 'sight_lines' in cache.DECLARED, sorted(cache.DECLARED)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
