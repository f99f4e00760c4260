/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Bingo_HeadingInputs */

const en_games_printables_bingo_heading = /** @type {(inputs: Games_Printables_Bingo_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎯 Bible Bingo`)
};

const es_games_printables_bingo_heading = /** @type {(inputs: Games_Printables_Bingo_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎯 Bingo bíblico`)
};

/**
* | output |
* | --- |
* | "🎯 Bible Bingo" |
*
* @param {Games_Printables_Bingo_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_heading = /** @type {((inputs?: Games_Printables_Bingo_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Bingo_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo_heading(inputs)
	return en_games_printables_bingo_heading(inputs)
});