// Each kind of school's name, on a district's list and in the filter.
export const SCHOOL_TYPE_WORDS = {
  admin: /*i18n*/ { id: "schools.type_admin", message: "Administration" },
  high: /*i18n*/ { id: "schools.type_high", message: "High School" },
  middle: /*i18n*/ { id: "schools.type_middle", message: "Middle School" },
  elementary: /*i18n*/ { id: "schools.type_elementary", message: "Elementary" },
} as const;
