/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Gate_Premium_TitleInputs */

const en_games_gate_premium_title = /** @type {(inputs: Games_Gate_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Only`)
};

const es_games_gate_premium_title = /** @type {(inputs: Games_Gate_Premium_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo Premium`)
};

/**
* | output |
* | --- |
* | "Premium Only" |
*
* @param {Games_Gate_Premium_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_gate_premium_title = /** @type {((inputs?: Games_Gate_Premium_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gate_Premium_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_gate_premium_title(inputs)
	return en_games_gate_premium_title(inputs)
});