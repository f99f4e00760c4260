/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_PointsInputs */

const en_learn_points = /** @type {(inputs: Learn_PointsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} points`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} points`);
	return /** @type {LocalizedString} */ ("learn_points");
};

const es_learn_points = /** @type {(inputs: Learn_PointsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} punto`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} puntos`);
	return /** @type {LocalizedString} */ ("learn_points");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} points" |
* | "other" | "{count} points" |
*
* @param {Learn_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_points = /** @type {((inputs: Learn_PointsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_PointsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_points(inputs)
	return en_learn_points(inputs)
});