/**
 * The map's pointer gestures (pure: positions in, steps out). One pointer drags once it has moved past a small
 * threshold (a tap's jitter does not pan); two pinch around their midpoint; a release of the only pointer that never
 * moved is a tap. Positions are the map's own CSS pixels.
 */
type Point = { x: number; y: number };

export type GestureStep = { kind: "pan"; dx: number; dy: number } | { kind: "pinch"; factor: number; x: number; y: number };

export class PointerGesture {
  readonly #points = new Map<number, Point>();
  #moved = false;
  #start: Point = { x: 0, y: 0 };
  #distance = 0;

  constructor(private readonly dragThreshold: number) {}

  down(id: number, x: number, y: number): void {
    this.#points.set(id, { x, y });
    if (this.#points.size === 1) {
      this.#moved = false;
      this.#start = { x, y };
      this.#distance = 0;
    } else {
      // A second finger makes it a pinch: never a tap, whatever follows.
      this.#moved = true;
      this.#distance = this.#spread();
    }
  }

  /** What a pointer's move does to the view, if anything. */
  move(id: number, x: number, y: number): GestureStep | null {
    const known = this.#points.get(id);
    if (!known) return null;
    if (this.#points.size > 1) {
      const before = this.#distance;
      this.#points.set(id, { x, y });
      this.#distance = this.#spread();
      const [a, b] = [...this.#points.values()];
      return before > 0 ? { kind: "pinch", factor: this.#distance / before, x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 } : null;
    }
    // Under the threshold the pointer's last position is kept, so the first pan step covers the whole way.
    if (!this.#moved && Math.hypot(x - this.#start.x, y - this.#start.y) < this.dragThreshold) return null;
    this.#moved = true;
    this.#points.set(id, { x, y });
    return { kind: "pan", dx: x - known.x, dy: y - known.y };
  }

  /** A pointer's release (or cancel): true when it ends a tap. */
  up(id: number, cancelled: boolean): boolean {
    if (!this.#points.delete(id)) return false;
    if (this.#points.size > 0) {
      this.#distance = this.#spread();
      return false;
    }
    return !this.#moved && !cancelled;
  }

  #spread(): number {
    const [a, b] = [...this.#points.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }
}
