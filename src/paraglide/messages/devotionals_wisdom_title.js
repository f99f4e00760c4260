/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_TitleInputs */

const en_devotionals_wisdom_title = /** @type {(inputs: Devotionals_Wisdom_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Wisdom`)
};

const es_devotionals_wisdom_title = /** @type {(inputs: Devotionals_Wisdom_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría diaria`)
};

/**
* | output |
* | --- |
* | "Daily Wisdom" |
*
* @param {Devotionals_Wisdom_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_title = /** @type {((inputs?: Devotionals_Wisdom_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_title(inputs)
	return en_devotionals_wisdom_title(inputs)
});