/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bee_End_TitleInputs */

const en_games_bee_end_title = /** @type {(inputs: Games_Bee_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Bee complete!`)
};

const es_games_bee_end_title = /** @type {(inputs: Games_Bee_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste el concurso!`)
};

/**
* | output |
* | --- |
* | "Bible Bee complete!" |
*
* @param {Games_Bee_End_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_end_title = /** @type {((inputs?: Games_Bee_End_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_End_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_end_title(inputs)
	return en_games_bee_end_title(inputs)
});