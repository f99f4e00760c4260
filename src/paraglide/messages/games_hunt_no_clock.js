/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_No_ClockInputs */

const en_games_hunt_no_clock = /** @type {(inputs: Games_Hunt_No_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ No clock on this level`)
};

const es_games_hunt_no_clock = /** @type {(inputs: Games_Hunt_No_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ En este nivel no hay reloj`)
};

/**
* | output |
* | --- |
* | "⏱️ No clock on this level" |
*
* @param {Games_Hunt_No_ClockInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_no_clock = /** @type {((inputs?: Games_Hunt_No_ClockInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_No_ClockInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_no_clock(inputs)
	return en_games_hunt_no_clock(inputs)
});