/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Nothing_WaitingInputs */

const en_family_nothing_waiting = /** @type {(inputs: Family_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is waiting for your approval.`)
};

const es_family_nothing_waiting = /** @type {(inputs: Family_Nothing_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada espera tu aprobación.`)
};

/**
* | output |
* | --- |
* | "Nothing is waiting for your approval." |
*
* @param {Family_Nothing_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_nothing_waiting = /** @type {((inputs?: Family_Nothing_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Nothing_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_nothing_waiting(inputs)
	return en_family_nothing_waiting(inputs)
});