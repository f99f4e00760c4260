/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_No_PastInputs */

const en_devotionals_no_past = /** @type {(inputs: Devotionals_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past devotionals yet.`)
};

const es_devotionals_no_past = /** @type {(inputs: Devotionals_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay devocionales anteriores.`)
};

/**
* | output |
* | --- |
* | "No past devotionals yet." |
*
* @param {Devotionals_No_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_no_past = /** @type {((inputs?: Devotionals_No_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_No_PastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_no_past(inputs)
	return en_devotionals_no_past(inputs)
});