/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Past_TitleInputs */

const en_devotionals_past_title = /** @type {(inputs: Devotionals_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Devotions`)
};

const es_devotionals_past_title = /** @type {(inputs: Devotionals_Past_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales anteriores`)
};

/**
* | output |
* | --- |
* | "Past Devotions" |
*
* @param {Devotionals_Past_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_past_title = /** @type {((inputs?: Devotionals_Past_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Past_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_past_title(inputs)
	return en_devotionals_past_title(inputs)
});