/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_MediumInputs */

const en_games_connect_medium = /** @type {(inputs: Games_Connect_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

const es_games_connect_medium = /** @type {(inputs: Games_Connect_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio`)
};

/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Games_Connect_MediumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_medium = /** @type {((inputs?: Games_Connect_MediumInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_MediumInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_medium(inputs)
	return en_games_connect_medium(inputs)
});