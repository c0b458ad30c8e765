/** Maps the icon names of menu records (module manifests) to antd icons; unknown names get a default. */
import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  DashboardOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const icons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  car: <CarOutlined />,
  dashboard: <DashboardOutlined />,
  chart: <BarChartOutlined />,
  delete: <DeleteOutlined />,
  environment: <EnvironmentOutlined />,
  file: <FileTextOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  video: <VideoCameraOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return (name && icons[name]) || <AppstoreOutlined />;
}
