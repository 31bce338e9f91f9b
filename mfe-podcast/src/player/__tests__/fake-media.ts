/**
 * jsdom has no media playback: this gives every <audio> a fake engine with the parts the player
 * uses (play/pause with their events, currentTime, duration, ended), so tests drive it like a browser.
 */
interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
}

const states = new WeakMap<HTMLMediaElement, MediaState>();
const stateOf = (media: HTMLMediaElement): MediaState => {
  let state = states.get(media);
  if (!state) {
    state = { paused: true, currentTime: 0, duration: 600 };
    states.set(media, state);
  }
  return state;
};

export const playCalls: HTMLMediaElement[] = [];

export function installFakeMedia(): void {
  const proto = HTMLMediaElement.prototype;
  Object.defineProperty(proto, 'paused', { configurable: true, get(this: HTMLMediaElement) { return stateOf(this).paused; } });
  Object.defineProperty(proto, 'duration', { configurable: true, get(this: HTMLMediaElement) { return stateOf(this).duration; } });
  Object.defineProperty(proto, 'ended', {
    configurable: true,
    get(this: HTMLMediaElement) {
      const state = stateOf(this);
      return state.paused && state.currentTime >= state.duration;
    },
  });
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) { return stateOf(this).currentTime; },
    set(this: HTMLMediaElement, value: number) { stateOf(this).currentTime = value; },
  });
  Object.defineProperty(proto, 'play', {
    configurable: true,
    value(this: HTMLMediaElement) {
      playCalls.push(this);
      const state = stateOf(this);
      if (state.paused) {
        state.paused = false;
        this.dispatchEvent(new Event('play'));
      }
      return Promise.resolve();
    },
  });
  Object.defineProperty(proto, 'pause', {
    configurable: true,
    value(this: HTMLMediaElement) {
      const state = stateOf(this);
      if (!state.paused) {
        state.paused = true;
        this.dispatchEvent(new Event('pause'));
      }
    },
  });
}

/** Plays on by `seconds` (what a real element does over time). */
export function advance(media: HTMLMediaElement, seconds: number): void {
  stateOf(media).currentTime += seconds;
}

/** The episode reaches its end: paused at the end, then the `ended` event. */
export function finish(media: HTMLMediaElement): void {
  const state = stateOf(media);
  state.currentTime = state.duration;
  state.paused = true;
  media.dispatchEvent(new Event('pause'));
  media.dispatchEvent(new Event('ended'));
}
