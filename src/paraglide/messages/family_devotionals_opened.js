/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Devotionals_OpenedInputs */

const en_family_devotionals_opened = /** @type {(inputs: Family_Devotionals_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals opened:`)
};

const es_family_devotionals_opened = /** @type {(inputs: Family_Devotionals_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales abiertos:`)
};

/**
* | output |
* | --- |
* | "Devotionals opened:" |
*
* @param {Family_Devotionals_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_devotionals_opened = /** @type {((inputs?: Family_Devotionals_OpenedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Devotionals_OpenedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_devotionals_opened(inputs)
	return en_family_devotionals_opened(inputs)
});