/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Archive_LeadInputs */

const en_devotionals_archive_lead = /** @type {(inputs: Devotionals_Archive_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every daily devotional, newest first.`)
};

const es_devotionals_archive_lead = /** @type {(inputs: Devotionals_Archive_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los devocionales diarios, del más nuevo al más antiguo.`)
};

/**
* | output |
* | --- |
* | "Every daily devotional, newest first." |
*
* @param {Devotionals_Archive_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_lead = /** @type {((inputs?: Devotionals_Archive_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Archive_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_archive_lead(inputs)
	return en_devotionals_archive_lead(inputs)
});