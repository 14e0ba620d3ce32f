/** The pace check the activity trigger also applies: one module, kept with the functions (house style 10). */
export { durationSeconds, implausiblePace, sportOf, FASTEST_SECONDS_PER_KM, type Sport } from '../../../../functions/src/fair-play';
