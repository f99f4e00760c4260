/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Home_HiInputs */

const en_home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name}!`)
};

const es_home_hi = /** @type {(inputs: Home_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Hola, ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Hi {name}!" |
*
* @param {Home_HiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hi = /** @type {((inputs: Home_HiInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HiInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_hi(inputs)
	return en_home_hi(inputs)
});