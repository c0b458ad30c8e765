// Every label of the demo module, zh-CN and en-US: the module and menu titles, resource titles, field
// labels (`<title>.<field>`), choices.
import { catalogueFromPairs } from '../../kit/i18n';

export const demoMessages = catalogueFromPairs({
  'demo.module': ['示例模块', 'Demo module'],
  'demo.menu.students': ['学生管理', 'Students'],
  'demo.grade': ['年级', 'Grade'],
  'demo.grade.gradeName': ['年级名称', 'Grade'],
  'demo.grade.sort': ['排序', 'Order'],
  'demo.student': ['学生', 'Student'],
  'demo.student.studentNo': ['学号', 'Student number'],
  'demo.student.studentNoRule': ['学号应为 S 加 6 位数字，如 S202401', 'A student number is S and 6 digits, e.g. S202401'],
  'demo.student.name': ['姓名', 'Name'],
  'demo.student.gender': ['性别', 'Gender'],
  'demo.student.gradeId': ['年级', 'Grade'],
  'demo.student.birthday': ['出生日期', 'Date of birth'],
  'demo.student.phone': ['监护人电话', 'Guardian phone'],
  'demo.student.photo': ['照片', 'Photo'],
  'demo.student.remark': ['备注', 'Remark'],
  'demo.gender.male': ['男', 'Male'],
  'demo.gender.female': ['女', 'Female'],
});
