/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Time_LeftInputs */

const en_games_hunt_time_left = /** @type {(inputs: Games_Hunt_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ Time left:`)
};

const es_games_hunt_time_left = /** @type {(inputs: Games_Hunt_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏱️ Tiempo:`)
};

/**
* | output |
* | --- |
* | "⏱️ Time left:" |
*
* @param {Games_Hunt_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_time_left = /** @type {((inputs?: Games_Hunt_Time_LeftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Time_LeftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_time_left(inputs)
	return en_games_hunt_time_left(inputs)
});