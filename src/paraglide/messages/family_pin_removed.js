/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Pin_RemovedInputs */

const en_family_pin_removed = /** @type {(inputs: Family_Pin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN Removed`)
};

const es_family_pin_removed = /** @type {(inputs: Family_Pin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN quitado`)
};

/**
* | output |
* | --- |
* | "PIN Removed" |
*
* @param {Family_Pin_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_removed = /** @type {((inputs?: Family_Pin_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Pin_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_pin_removed(inputs)
	return en_family_pin_removed(inputs)
});