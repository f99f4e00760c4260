/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_FinishedInputs */

const en_games_hunt_finished = /** @type {(inputs: Games_Hunt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 You finished all 7 levels!`)
};

const es_games_hunt_finished = /** @type {(inputs: Games_Hunt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los 7 niveles!`)
};

/**
* | output |
* | --- |
* | "🏆 You finished all 7 levels!" |
*
* @param {Games_Hunt_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_finished = /** @type {((inputs?: Games_Hunt_FinishedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_FinishedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_finished(inputs)
	return en_games_hunt_finished(inputs)
});