// Every placeholder photo, by path under content/media (the video poster: app/assets), with its size and the scene that
// paints it. Paths and aspect ratios are fixed: content modules import these files.
import * as sea from './draw/scenes-sea.ts';
import * as marina from './draw/scenes-marina.ts';
import * as events from './draw/scenes-events.ts';
import type { Canvas } from './draw/canvas.ts';

/** A scene paints a whole image onto the canvas it is given. */
export type Scene = (ctx: Canvas) => void;
type Size = readonly [width: number, height: number];
export type CatalogueImage = { path: string; width: number; height: number; scene: Scene };

const photo: Size = [1600, 1067];
const hero: Size = [2400, 1350];

const list: [path: string, size: Size, scene: Scene][] = [
  ['hero/hero-1.jpg', hero, sea.heroSunset],
  ['hero/hero-2.jpg', hero, sea.heroDay],
  ['hero/hero-3.jpg', hero, marina.duskMarinaLights],
  ['boats/azure-horizon.jpg', photo, sea.azureHorizon],
  ['boats/andaman-pearl.jpg', photo, sea.andamanPearl],
  ['boats/langkawi-spirit.jpg', photo, sea.langkawiSpirit],
  ['boats/tuan-laut.jpg', photo, sea.tuanLaut],
  ['boats/coral-dash.jpg', photo, sea.coralDash],
  ['boats/seri-bayu.jpg', photo, sea.seriBayu],
  ['boats/gunung-raya.jpg', photo, sea.gunungRaya],
  ['boats/kilim-runner.jpg', photo, sea.kilimRunner],
  ['boats/tanjung-rhu.jpg', photo, sea.tanjungRhu],
  ['boats/pantai-cenang.jpg', photo, sea.pantaiCenang],
  ['boats/mahsuri-star.jpg', photo, sea.mahsuriStar],
  ['boats/dayang-bunting.jpg', photo, sea.dayangBunting],
  ['gallery/marina-01.jpg', photo, marina.marinaSunrise],
  ['gallery/marina-02.jpg', photo, marina.aerialBasin],
  ['gallery/marina-03.jpg', photo, marina.palmBoardwalk],
  ['gallery/marina-04.jpg', photo, marina.mastsAtSunset],
  ['gallery/marina-05.jpg', photo, marina.calmHarbour],
  ['gallery/marina-06.jpg', photo, marina.pontoonVisitors],
  ['gallery/marina-07.jpg', photo, marina.marinaNight],
  ['gallery/marina-08.jpg', photo, marina.tenderBreakwater],
  ['gallery/boats-01.jpg', photo, events.dressedSuperyacht],
  ['gallery/boats-02.jpg', photo, events.twinCatamarans],
  ['gallery/boats-03.jpg', photo, events.teakDeck],
  ['gallery/boats-04.jpg', photo, events.speedboatLine],
  ['gallery/boats-05.jpg', photo, sea.explorerWithTender],
  ['gallery/boats-06.jpg', photo, events.flybridgeAtShow],
  ['gallery/boats-07.jpg', photo, sea.spinnakerDeparture],
  ['gallery/boats-08.jpg', photo, sea.sunsetCruisePassing],
  ['gallery/events-01.jpg', photo, events.conference],
  ['gallery/events-02.jpg', photo, events.exhibitionHall],
  ['gallery/events-03.jpg', photo, events.flyboard],
  ['gallery/events-04.jpg', photo, events.efoil],
  ['gallery/events-05.jpg', photo, events.jetSkis],
  ['gallery/events-06.jpg', photo, events.dinghyWorkshop],
  ['gallery/events-07.jpg', photo, events.galaDinner],
  ['gallery/events-08.jpg', photo, events.sunsetCruiseDeck],
  ['marinas/royal-langkawi-yacht-club.jpg', photo, marina.royalLangkawiYachtClub],
  ['marinas/telaga-harbour-marina.jpg', photo, marina.telagaHarbour],
  ['marinas/rebak-marina.jpg', photo, marina.rebakMarina],
  ['events/conference.jpg', photo, events.conference],
  ['events/workshops.jpg', photo, events.dinghyWorkshop],
  ['events/cruises.jpg', photo, events.sunsetCruiseDeck],
  ['events/water-shows.jpg', photo, events.waterShows],
  ['events/gala-dinner.jpg', photo, events.galaDinner],
  ['events/exhibition-hall.jpg', photo, events.exhibitionHall],
  ['workshop/sailing-workshop-poster.jpg', [1200, 1600], events.workshopPoster],
  ['video/promo-poster.jpg', [1280, 720], sea.heroSunset],
];

export const images: CatalogueImage[] = list.map(([path, [width, height], scene]) => ({ path, width, height, scene }));
