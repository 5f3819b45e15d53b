"""The flow of a game: rounds, phases, steps and whose turn it is.

A game declares its structure as data, a list of nodes:

    ("step", name)                  one step of play ("roll", "turn", ...)
    ("loop", var, count, body)      body ``count`` times, numbering the
                                    passes 1.. in cursor[var]; ``count`` None
                                    means "until the game says it is over",
                                    a string names the option that holds it
                                    (0 there: open-ended)
    ("each", body)                  body once per player in turn order,
                                    cursor["active"] naming the player
    ("each", body, who)             the same over the players the game's
                                    function ``who(state)`` lists (e.g. San
                                    Juan's pickers: governor, other, governor)

The castles of Burgundy, for example, is

    [("step", "setup"),
     ("loop", "phase", 5, [("step", "phase_start"),
                           ("loop", "round", 5, [("step", "roll"),
                                                 ("each", [("step", "turn")])]),
                           ("step", "phase_end")]),
     ("step", "final")]

The cursor lives in the session state as plain data: ``state["flow"]`` is a
list of frames ``[index, pass, players]`` (the position in each nested body,
the pass number of the enclosing loop or the position in the enclosing
"each", and the player list that "each" walks, fixed when it starts so a
ship placed mid-round changes the order only from the next round), and
``state["cur"]`` is the flat view the screens show: the loop variables,
``step`` and ``active``.

A game may skip steps (``skip(state, step)`` returning True, e.g. Tiletum's
clean-up in round 4) and end early (``over(state)``: the cursor jumps to the
last step, which by convention is the final scoring).
"""

from core.protocol import step_do


class FlowError(Exception):
    """A flow declaration that cannot be walked (a game's bug, not a user's)."""


def _node_at(flow, frames, depth):
    """The node the frame at ``depth`` points to."""
    body = flow
    for d in range(depth + 1):
        idx = frames[d][0]
        node = body[idx]
        if d < depth:
            body = node[3] if node[0] == "loop" else node[1]
    return node


def _body_of(node):
    return node[3] if node[0] == "loop" else node[1]


class Flow:
    """Walks a flow declaration for one game module."""

    def __init__(self, flow, game=None):
        if not flow or flow[-1][0] != "step":
            raise FlowError("a flow ends with a step (the final scoring)")
        self.flow = flow
        self.game = game
        self.last = len(flow) - 1

    # -- helpers the game may provide ------------------------------------
    def _who(self, node, state):
        if len(node) > 2 and node[2]:
            return list(getattr(self.game, node[2])(state))
        return list(state["order"])

    def _count(self, node, state):
        count = node[2]
        if isinstance(count, str):
            count = state["options"][count] or None
        return count

    def _skip(self, state, step):
        return bool(self.game and step_do(self.game, step, "skip", state))

    def _over(self, state):
        f = getattr(self.game, "over", None) if self.game else None
        return bool(f and f(state))

    # -- cursor ----------------------------------------------------------
    def start(self, state):
        """Put the cursor on the first step that is not skipped."""
        state["flow"] = [[0, 0, None]]
        self._settle(state)

    def step(self, state):
        return state["cur"]["step"]

    def _enter(self, state):
        """Descend from the current node into containers until a step;
        returns False if a container is empty (zero passes, no players)."""
        frames = state["flow"]
        while True:
            node = _node_at(self.flow, frames, len(frames) - 1)
            kind = node[0]
            if kind == "step":
                return True
            if kind == "loop":
                count = self._count(node, state)
                if count is not None and count < 1:
                    return False
                frames.append([0, 1, None])
            elif kind == "each":
                self._update_cursor(state)  # the game's who() sees this pass's numbers
                who = self._who(node, state)
                if not who:
                    return False
                frames.append([0, 0, who])
            else:
                raise FlowError("unknown flow node %r" % (kind,))

    def _next(self, state):
        """Move past the current step; returns False at the end of the flow."""
        frames = state["flow"]
        while True:
            depth = len(frames) - 1
            frame = frames[depth]
            body = self.flow if depth == 0 else _body_of(_node_at(self.flow, frames, depth - 1))
            if frame[0] + 1 < len(body):
                frame[0] += 1
                if self._enter(state):
                    return True
                continue
            if depth == 0:
                return False
            # end of a container's body: another pass, or leave it
            parent = _node_at(self.flow, frames, depth - 1)
            if parent[0] == "loop":
                count = self._count(parent, state)
                if (count is None or frame[1] < count) and not self._over(state):
                    frame[0] = 0
                    frame[1] += 1
                    if self._enter(state):
                        return True
                    continue
            elif frame[1] + 1 < len(frame[2]):
                frame[0] = 0
                frame[1] += 1
                if self._enter(state):
                    return True
                continue
            frames.pop()

    def _settle(self, state):
        """From a freshly set position: descend to a step, honour the game's
        end and skip rules, and refresh the flat cursor."""
        if not self._enter(state) and not self._next(state):
            raise FlowError("flow has no steps")
        guard = 0
        while True:
            guard += 1
            if guard > 10000:
                raise FlowError("flow skips every step")
            self._update_cursor(state)
            step = state["cur"]["step"]
            if self._over(state) and not self.at_end(state):
                self.finish(state)
                return
            if not self._skip(state, step):
                return
            if not self._next(state):
                return

    def advance(self, state):
        """Go to the next step of play. Returns False when the flow had
        already reached its last step (the game is over)."""
        if self.at_end(state):
            return False
        saved = [[f[0], f[1], f[2]] for f in state["flow"]]
        if not self._next(state):
            state["flow"] = saved
            return False
        guard = 0
        while True:
            guard += 1
            if guard > 10000:
                raise FlowError("flow skips every step")
            self._update_cursor(state)
            if self._over(state) and not self.at_end(state):
                self.finish(state)
                return True
            if not self._skip(state, state["cur"]["step"]):
                return True
            if not self._next(state):
                state["flow"] = saved
                self._update_cursor(state)
                return False

    def _update_cursor(self, state):
        cur = {}
        frames = state["flow"]
        active = None
        for depth in range(1, len(frames)):
            parent = _node_at(self.flow, frames, depth - 1)
            frame = frames[depth]
            if parent[0] == "loop":
                cur[parent[1]] = frame[1]
            else:
                active = frame[2][frame[1]]
                cur["turn"] = frame[1] + 1
        node = _node_at(self.flow, frames, len(frames) - 1)
        cur["step"] = node[1] if node[0] == "step" else None
        cur["active"] = active
        state["cur"] = cur

    def finish(self, state):
        """Jump to the last step (the game ended early, e.g. an outright win)."""
        state["flow"] = [[self.last, 0, None]]
        self._enter(state)
        self._update_cursor(state)

    def at_end(self, state):
        return state["flow"][0][0] == self.last

    def remaining_in_each(self, state):
        """Players still to act in the innermost "each" after the active one."""
        frames = state["flow"]
        for depth in range(len(frames) - 1, 0, -1):
            if frames[depth][2] is not None:
                f = frames[depth]
                return f[2][f[1] + 1:]
        return []
