/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Thing_Verses_DueInputs */

const en_home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse to practise today`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses to practise today`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

const es_home_thing_verses_due = /** @type {(inputs: Home_Thing_Verses_DueInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículo`);
	if (n === "other") return /** @type {LocalizedString} */ (`Hoy te toca repasar ${i?.count} versículos`);
	return /** @type {LocalizedString} */ ("home_thing_verses_due");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse to practise today" |
* | "other" | "{count} verses to practise today" |
*
* @param {Home_Thing_Verses_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_due = /** @type {((inputs: Home_Thing_Verses_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Verses_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_verses_due(inputs)
	return en_home_thing_verses_due(inputs)
});