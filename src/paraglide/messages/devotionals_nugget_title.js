/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Nugget_TitleInputs */

const en_devotionals_nugget_title = /** @type {(inputs: Devotionals_Nugget_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nugget for Today`)
};

const es_devotionals_nugget_title = /** @type {(inputs: Devotionals_Nugget_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tesoro de hoy`)
};

/**
* | output |
* | --- |
* | "Nugget for Today" |
*
* @param {Devotionals_Nugget_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_nugget_title = /** @type {((inputs?: Devotionals_Nugget_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Nugget_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_nugget_title(inputs)
	return en_devotionals_nugget_title(inputs)
});