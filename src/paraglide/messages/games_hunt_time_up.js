/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Time_UpInputs */

const en_games_hunt_time_up = /** @type {(inputs: Games_Hunt_Time_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time's up! Level complete!`)
};

const es_games_hunt_time_up = /** @type {(inputs: Games_Hunt_Time_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se acabó el tiempo! ¡Nivel terminado!`)
};

/**
* | output |
* | --- |
* | "Time's up! Level complete!" |
*
* @param {Games_Hunt_Time_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_time_up = /** @type {((inputs?: Games_Hunt_Time_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Time_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_time_up(inputs)
	return en_games_hunt_time_up(inputs)
});