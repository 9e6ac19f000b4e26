import { describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from './models';
import { CHARTS_ON_SCREENS, statesOf } from './screen-coverage';

const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

describe('the statecharts on screens', () => {
  it('lists every statechart of the docs', () => {
    expect(CHARTS_ON_SCREENS.map((chart) => chart.name).sort()).toEqual(
      MACHINE_MODELS.map((model) => model.name).sort(),
    );
  });

  describe.each(CHARTS_ON_SCREENS.map((chart) => [chart.name, chart] as const))('%s', (_, chart) => {
    const all = sorted(chart.all());
    const onScreens = sorted(chart.replays.flatMap((replay) => replay.transitions()));

    it('reaches every state on a screen, in jsdom or in Chromium', () => {
      expect(sorted(onScreens.flatMap(statesOf))).toEqual(sorted(all.flatMap(statesOf)));
    });

    it('names each transition left off the screens once, in one list', () => {
      const named = [...Object.keys(chart.leftToTheChartTest), ...chart.notYetOnAScreen];
      expect(named.length).toBe(new Set(named).size);
    });

    it('reaches every transition on a screen, but those named with why the screens do not', () => {
      // A narrowed path generator loses transitions here; a widened one must strike them off the lists.
      const notOnScreens = all.filter((transition) => !onScreens.includes(transition));
      expect(notOnScreens).toEqual(
        sorted([...Object.keys(chart.leftToTheChartTest), ...chart.notYetOnAScreen]),
      );
    });

    it('replays nothing the chart cannot do', () => {
      expect(onScreens.filter((transition) => !all.includes(transition))).toEqual([]);
    });
  });
});
