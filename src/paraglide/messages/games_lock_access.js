/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Lock_AccessInputs */

const en_games_lock_access = /** @type {(inputs: Games_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for Access`)
};

const es_games_lock_access = /** @type {(inputs: Games_Lock_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para entrar`)
};

/**
* | output |
* | --- |
* | "Upgrade for Access" |
*
* @param {Games_Lock_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_lock_access = /** @type {((inputs?: Games_Lock_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Lock_AccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_lock_access(inputs)
	return en_games_lock_access(inputs)
});