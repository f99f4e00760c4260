/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Common_Great_JobInputs */

const en_games_common_great_job = /** @type {(inputs: Games_Common_Great_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Great job!`)
};

const es_games_common_great_job = /** @type {(inputs: Games_Common_Great_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

/**
* | output |
* | --- |
* | "Great job!" |
*
* @param {Games_Common_Great_JobInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_great_job = /** @type {((inputs?: Games_Common_Great_JobInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Common_Great_JobInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_common_great_job(inputs)
	return en_games_common_great_job(inputs)
});