/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_FinishedInputs */

const en_games_adventure_finished = /** @type {(inputs: Games_Adventure_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 You finished the Bible Adventure!`)
};

const es_games_adventure_finished = /** @type {(inputs: Games_Adventure_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste la Aventura bíblica!`)
};

/**
* | output |
* | --- |
* | "🏆 You finished the Bible Adventure!" |
*
* @param {Games_Adventure_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_finished = /** @type {((inputs?: Games_Adventure_FinishedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_FinishedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_finished(inputs)
	return en_games_adventure_finished(inputs)
});