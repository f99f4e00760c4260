/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Lock_Premium_OnlyInputs */

const en_games_lock_premium_only = /** @type {(inputs: Games_Lock_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Only`)
};

const es_games_lock_premium_only = /** @type {(inputs: Games_Lock_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo Premium`)
};

/**
* | output |
* | --- |
* | "Premium Only" |
*
* @param {Games_Lock_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_lock_premium_only = /** @type {((inputs?: Games_Lock_Premium_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Lock_Premium_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_lock_premium_only(inputs)
	return en_games_lock_premium_only(inputs)
});