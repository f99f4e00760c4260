/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Card_TimeInputs */

const en_games_card_time = /** @type {(inputs: Games_Card_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time:`)
};

const es_games_card_time = /** @type {(inputs: Games_Card_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo:`)
};

/**
* | output |
* | --- |
* | "Time:" |
*
* @param {Games_Card_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_card_time = /** @type {((inputs?: Games_Card_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Card_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_card_time(inputs)
	return en_games_card_time(inputs)
});