/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Devotionals_For_TitleInputs */

const en_devotionals_for_title = /** @type {(inputs: Devotionals_For_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for “${i?.title}”`)
};

const es_devotionals_for_title = /** @type {(inputs: Devotionals_For_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "for “{title}”" |
*
* @param {Devotionals_For_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_for_title = /** @type {((inputs: Devotionals_For_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_For_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_for_title(inputs)
	return en_devotionals_for_title(inputs)
});