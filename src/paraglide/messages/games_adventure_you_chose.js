/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ choice: NonNullable<unknown> }} Games_Adventure_You_ChoseInputs */

const en_games_adventure_you_chose = /** @type {(inputs: Games_Adventure_You_ChoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose: ${i?.choice}`)
};

const es_games_adventure_you_chose = /** @type {(inputs: Games_Adventure_You_ChoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegiste: ${i?.choice}`)
};

/**
* | output |
* | --- |
* | "You chose: {choice}" |
*
* @param {Games_Adventure_You_ChoseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_you_chose = /** @type {((inputs: Games_Adventure_You_ChoseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_You_ChoseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_you_chose(inputs)
	return en_games_adventure_you_chose(inputs)
});